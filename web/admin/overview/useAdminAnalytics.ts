import useSWR from 'swr';
import type { AnalyticsDto } from '../../../core/admin';
import { ADMIN_API } from '../../../core/apiPaths';
import { TIMINGS } from '../../../core/constants';
import { freshFor } from '../../lib/swrConfig';

/** GET /api/admin/analytics: stale after 10 s and refetched every 60 s while shown (docs/product.md, Common behaviour of the client). */
export function useAdminAnalytics() {
  const { data, error, isLoading, mutate } = useSWR<AnalyticsDto, Error>(ADMIN_API.analytics, {
    ...freshFor(TIMINGS.analyticsStale),
    refreshInterval: TIMINGS.analyticsRefetch,
  });
  return { analytics: data, error, isLoading, mutate };
}
