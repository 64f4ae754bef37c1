import useSWR from 'swr';
import type { AdminQuestionnaireDto } from '../../../core/admin';
import { ADMIN_API } from '../../../core/apiPaths';
import { TIMINGS } from '../../../core/constants';
import { freshFor } from '../../lib/swrConfig';

/** GET /api/admin/questionnaires: fresh for 30 s (docs/product.md, Common behaviour of the client), refetched when an admin change revalidates it. */
export function useAdminQuestionnaires() {
  const { data, error, isLoading, mutate } = useSWR<AdminQuestionnaireDto[], Error>(ADMIN_API.questionnaires, freshFor(TIMINGS.adminListFreshness));
  return { questionnaires: data, error, isLoading, mutate };
}
