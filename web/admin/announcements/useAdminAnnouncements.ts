import { ADMIN_API } from '../../../core/adminPaths';
import { TIMINGS } from '../../../core/constants';
import { freshFor } from '../../lib/swrConfig';
import { useAdminRead } from '../shared/useAdminRead';
import { adminApi } from '../../lib/adminApi';

/** GET /api/admin/announcements: the current event's, waiting and sent; sending or cancelling revalidates it. */
export function useAdminAnnouncements() {
  const { data, error, isLoading } = useAdminRead(ADMIN_API.announcements, () => adminApi.announcements(), freshFor(TIMINGS.adminListFreshness));
  return { announcements: data, error, isLoading };
}
