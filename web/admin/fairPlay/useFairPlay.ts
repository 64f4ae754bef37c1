import { ADMIN_API } from '../../../core/adminPaths';
import { TIMINGS } from '../../../core/constants';
import { freshFor } from '../../lib/swrConfig';
import { useAdminRead } from '../shared/useAdminRead';
import { adminApi } from '../../lib/adminApi';

/** GET /api/admin/fair-play: fresh for 30 s like the other admin lists, and every 30 s while shown (marks arrive during the event). */
export function useFairPlay() {
  const { data, error, isLoading } = useAdminRead(ADMIN_API.fairPlay, adminApi.fairPlay, {
    ...freshFor(TIMINGS.adminListFreshness),
    refreshInterval: TIMINGS.adminListFreshness,
  });
  return { students: data, error, isLoading };
}
