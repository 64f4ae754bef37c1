import Router from '@koa/router';
import { surveyResponsesQuerySchema } from '../../../core/admin';
import type { AppState } from '../../context';
import { requireAdmin } from '../../policies/roles';
import { presentSurveyResponse } from '../../presenters/admin';
import { listSurveyResponsesForAdmin } from '../../repos/surveyResponses';
import { parseRequest } from '../../validation';

export function adminSurveyResponseRoutes(): Router<AppState> {
  const router = new Router<AppState>();

  /** Every response, newest first, or one questionnaire's with ?questionnaireId=N. */
  router.get('/api/admin/survey-responses', async (ctx) => {
    requireAdmin(ctx);
    const { questionnaireId } = parseRequest(surveyResponsesQuerySchema, ctx.query);
    ctx.body = (await listSurveyResponsesForAdmin(ctx.state.deps.db, questionnaireId)).map(presentSurveyResponse);
  });

  return router;
}
