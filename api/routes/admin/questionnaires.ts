import type Router from '@koa/router';
import type { AppState } from '../../context';
import { ADMIN_API } from '../../../core/adminPaths';
import { questionnaireInputSchema } from '../../../core/questionnaireSchema';
import { presentAdminQuestionnaire } from '../../presenters/admin';
import { BODY_LIMITS, parseBody, takeNoBody } from '../../requestBody';
import { listQuestionnairesForAdmin } from '../../services/adminLists';
import { createQuestionnaire, removeQuestionnaire, updateQuestionnaire } from '../../services/adminQuestionnaires';
import { parseIdParam } from '../../validation';
import { adminRouter } from './adminRouter';

const NOT_FOUND = 'Questionnaire not found';

export function adminQuestionnaireRoutes(): Router<AppState> {
  const router = adminRouter();

  router.get(ADMIN_API.questionnaires, async (ctx) => {
    ctx.body = (await listQuestionnairesForAdmin(ctx.state.deps)).map(presentAdminQuestionnaire);
  });

  router.post(ADMIN_API.questionnaires, async (ctx) => {
    const input = await parseBody(ctx, questionnaireInputSchema, BODY_LIMITS.admin);
    ctx.status = 201;
    ctx.body = presentAdminQuestionnaire(await createQuestionnaire(ctx.state.deps, input));
  });

  router.put(ADMIN_API.questionnaire.pattern, async (ctx) => {
    const id = parseIdParam(ctx.params.id, NOT_FOUND);
    const input = await parseBody(ctx, questionnaireInputSchema, BODY_LIMITS.admin);
    ctx.body = presentAdminQuestionnaire(await updateQuestionnaire(ctx.state.deps, id, input));
  });

  router.delete(ADMIN_API.questionnaire.pattern, async (ctx) => {
    await takeNoBody(ctx);
    await removeQuestionnaire(ctx.state.deps, parseIdParam(ctx.params.id, NOT_FOUND));
    ctx.status = 204;
  });

  return router;
}
