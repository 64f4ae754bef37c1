import Router from '@koa/router';
import { questionnaireInputSchema } from '../../../core/questionnaireSchema';
import type { AppState } from '../../context';
import { requireAdmin } from '../../policies/roles';
import { presentAdminQuestionnaire } from '../../presenters/admin';
import { listQuestionnairesWithResponseCount } from '../../repos/questionnaires';
import { createQuestionnaire, removeQuestionnaire, updateQuestionnaire } from '../../services/adminQuestionnaires';
import { parseIdParam } from '../../validation';
import { parseBody, takeNoBody } from '../../requestBody';

const NOT_FOUND = 'Questionnaire not found';

export function adminQuestionnaireRoutes(): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/admin/questionnaires', async (ctx) => {
    requireAdmin(ctx);
    ctx.body = (await listQuestionnairesWithResponseCount(ctx.state.deps.db)).map(presentAdminQuestionnaire);
  });

  router.post('/api/admin/questionnaires', async (ctx) => {
    requireAdmin(ctx);
    const input = await parseBody(ctx, questionnaireInputSchema);
    ctx.status = 201;
    ctx.body = presentAdminQuestionnaire(await createQuestionnaire(ctx.state.deps, input));
  });

  router.put('/api/admin/questionnaires/:id', async (ctx) => {
    requireAdmin(ctx);
    const id = parseIdParam(ctx.params.id, NOT_FOUND);
    const input = await parseBody(ctx, questionnaireInputSchema);
    ctx.body = presentAdminQuestionnaire(await updateQuestionnaire(ctx.state.deps, id, input));
  });

  router.delete('/api/admin/questionnaires/:id', async (ctx) => {
    requireAdmin(ctx);
    takeNoBody(ctx);
    await removeQuestionnaire(ctx.state.deps, parseIdParam(ctx.params.id, NOT_FOUND));
    ctx.status = 204;
  });

  return router;
}
