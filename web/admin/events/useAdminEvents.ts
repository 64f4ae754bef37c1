import { ADMIN_API } from '../../../core/adminPaths';
import { TIMINGS } from '../../../core/constants';
import { freshFor } from '../../lib/swrConfig';
import { useAdminRead } from '../shared/useAdminRead';
import { adminApi } from '../../lib/adminApi';

/** GET /api/admin/events: fresh for 30 s (docs/product.md, Common behaviour of the client), refetched when an admin change revalidates it. */
export function useAdminEvents() {
  const { data, error, isLoading, mutate } = useAdminRead(ADMIN_API.events, adminApi.events, freshFor(TIMINGS.adminListFreshness));
  return { events: data, error, isLoading, mutate };
}
