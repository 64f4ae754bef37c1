import useSWR from 'swr';
import type { SurveyResponseAdminDto } from '../../../core/admin';
import { ADMIN_API } from '../../../core/apiPaths';
import { TIMINGS } from '../../../core/constants';
import { freshFor } from '../../lib/swrConfig';

/**
 * GET /api/admin/survey-responses, all of them or one questionnaire's. Pass `enabled: false`
 * to hold the request (a closed dialog). Fresh for 30 s.
 */
export function useSurveyResponses(questionnaireId?: number, enabled = true) {
  const key = questionnaireId === undefined ? ADMIN_API.surveyResponses : ADMIN_API.surveyResponsesFor(questionnaireId);
  const { data, error, isLoading, mutate } = useSWR<SurveyResponseAdminDto[], Error>(
    enabled ? key : null,
    freshFor(TIMINGS.adminListFreshness),
  );
  return { responses: data, error, isLoading, mutate };
}
