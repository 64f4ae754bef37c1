import { ADMIN_API } from '../../../core/adminPaths';
import { TIMINGS } from '../../../core/constants';
import { freshFor } from '../../lib/swrConfig';
import { useAdminRead } from '../shared/useAdminRead';
import { adminApi } from '../../lib/adminApi';

/** GET /api/admin/analytics: stale after 10 s and refetched every 60 s while shown (docs/product.md, Common behaviour of the client). */
export function useAdminAnalytics() {
  const { data, error, isLoading, mutate } = useAdminRead(ADMIN_API.analytics, adminApi.analytics, {
    ...freshFor(TIMINGS.analyticsStale),
    refreshInterval: TIMINGS.analyticsRefetch,
  });
  return { analytics: data, error, isLoading, mutate };
}
