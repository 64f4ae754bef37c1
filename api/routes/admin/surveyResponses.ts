import type Router from '@koa/router';
import type { AppState } from '../../context';
import { surveyResponsesQuerySchema } from '../../../core/admin';
import { ADMIN_API } from '../../../core/apiPaths';
import { presentSurveyResponse } from '../../presenters/admin';
import { listSurveyResponsesForAdmin } from '../../repos/surveyResponses';
import { parseRequest } from '../../validation';
import { adminRouter } from './adminRouter';

export function adminSurveyResponseRoutes(): Router<AppState> {
  const router = adminRouter();

  /** Every response, newest first, or one questionnaire's with ?questionnaireId=N. */
  router.get(ADMIN_API.surveyResponses, async (ctx) => {
    const { questionnaireId } = parseRequest(surveyResponsesQuerySchema, ctx.query);
    ctx.body = (await listSurveyResponsesForAdmin(ctx.state.deps.db, questionnaireId)).map(presentSurveyResponse);
  });

  return router;
}
