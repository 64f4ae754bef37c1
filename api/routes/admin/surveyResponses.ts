import type Router from '@koa/router';
import type { AppState } from '../../context';
import { surveyResponsesQuerySchema } from '../../../core/admin';
import { ADMIN_API } from '../../../core/adminPaths';
import { presentSurveyResponse } from '../../presenters/admin';
import { listSurveyResponses } from '../../services/adminLists';
import { eventInScope } from '../../services/eventScope';
import { parseRequest } from '../../validation';
import { adminRouter } from './adminRouter';

export function adminSurveyResponseRoutes(): Router<AppState> {
  const router = adminRouter();

  /** Every response in the event (`?event=N`, else the current one), newest first, or one questionnaire's with ?questionnaireId=N. */
  router.get(ADMIN_API.surveyResponses, async (ctx) => {
    const { event, questionnaireId } = parseRequest(surveyResponsesQuerySchema, ctx.query);
    const eventId = eventInScope(ctx.state.deps, event)?.id ?? null;
    ctx.body = (await listSurveyResponses(ctx.state.deps, eventId, questionnaireId)).map(presentSurveyResponse);
  });

  return router;
}
