import { ADMIN_API } from '../../../core/adminPaths';
import { TIMINGS } from '../../../core/constants';
import { freshFor } from '../../lib/swrConfig';
import { useAdminRead } from '../shared/useAdminRead';
import { adminApi } from '../../lib/adminApi';

/** GET /api/admin/tokens, the signed-in admin's own API tokens: fresh for 30 s like the other admin lists; revoking revalidates it. */
export function useApiTokens() {
  const { data, error, isLoading, mutate } = useAdminRead(ADMIN_API.tokens, adminApi.tokens, freshFor(TIMINGS.adminListFreshness));
  return { tokens: data, error, isLoading, mutate };
}
