import type Router from '@koa/router';
import type { AppState } from '../../context';
import { surveyResponsesQuerySchema } from '../../../core/admin';
import { ADMIN_API } from '../../../core/adminPaths';
import { presentSurveyResponse } from '../../presenters/admin';
import { listSurveyResponses } from '../../services/adminLists';
import { parseRequest } from '../../validation';
import { adminRouter } from './adminRouter';

export function adminSurveyResponseRoutes(): Router<AppState> {
  const router = adminRouter();

  /** Every response, newest first, or one questionnaire's with ?questionnaireId=N. */
  router.get(ADMIN_API.surveyResponses, async (ctx) => {
    const { questionnaireId } = parseRequest(surveyResponsesQuerySchema, ctx.query);
    ctx.body = (await listSurveyResponses(ctx.state.deps, questionnaireId)).map(presentSurveyResponse);
  });

  return router;
}
