import { TIMINGS } from '../../../core/constants';
import { ADMIN_API } from '../../../core/adminPaths';
import { ofEvent } from '../../../core/idPaths';
import { freshFor } from '../../lib/swrConfig';
import { useAdminRead } from '../shared/useAdminRead';
import { adminApi } from '../../lib/adminApi';

/**
 * GET /api/admin/leaderboard: the top 50 with full e-mails, loaded while the dialog is open; the
 * current event's, or another's.
 */
export function useAdminLeaderboard(enabled: boolean, eventId?: number) {
  const { data, error, isLoading } = useAdminRead(
    enabled ? ofEvent(ADMIN_API.leaderboard, eventId) : null,
    () => adminApi.leaderboard(eventId),
    freshFor(TIMINGS.leaderboardFreshness),
  );
  return { entries: data?.entries, error, isLoading };
}
