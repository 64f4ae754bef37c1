import { ADMIN_API } from '../../../core/adminPaths';
import { TIMINGS } from '../../../core/constants';
import { freshFor } from '../../lib/swrConfig';
import { useAdminRead } from '../shared/useAdminRead';
import { adminApi } from '../../lib/adminApi';

/** GET /api/admin/questionnaires: fresh for 30 s (docs/product.md, Common behaviour of the client), refetched when an admin change revalidates it. */
export function useAdminQuestionnaires() {
  const { data, error, isLoading, mutate } = useAdminRead(ADMIN_API.questionnaires, adminApi.questionnaires, freshFor(TIMINGS.adminListFreshness));
  return { questionnaires: data, error, isLoading, mutate };
}
