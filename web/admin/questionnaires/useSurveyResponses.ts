import { ADMIN_API } from '../../../core/adminPaths';
import { TIMINGS } from '../../../core/constants';
import { freshFor } from '../../lib/swrConfig';
import { useAdminRead } from '../shared/useAdminRead';
import { adminApi } from '../../lib/adminApi';

/**
 * GET /api/admin/survey-responses, all of them or one questionnaire's. Pass `enabled: false`
 * to hold the request (a closed dialog). Fresh for 30 s.
 */
export function useSurveyResponses(questionnaireId?: number, enabled = true) {
  const key = questionnaireId === undefined ? ADMIN_API.surveyResponses : ADMIN_API.surveyResponsesFor(questionnaireId);
  const { data, error, isLoading, mutate } = useAdminRead(
    enabled ? key : null,
    () => adminApi.surveyResponses(questionnaireId),
    freshFor(TIMINGS.adminListFreshness),
  );
  return { responses: data, error, isLoading, mutate };
}
