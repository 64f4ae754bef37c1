import { TIMINGS } from '../../../core/constants';
import { ADMIN_API } from '../../../core/adminPaths';
import { freshFor } from '../../lib/swrConfig';
import { useAdminRead } from '../shared/useAdminRead';
import { adminApi } from '../../lib/adminApi';

/** GET /api/admin/leaderboard: the top 50 with full e-mails, loaded while the dialog is open. */
export function useAdminLeaderboard(enabled: boolean) {
  const { data, error, isLoading } = useAdminRead(
    enabled ? ADMIN_API.leaderboard : null,
    adminApi.leaderboard,
    freshFor(TIMINGS.leaderboardFreshness),
  );
  return { entries: data?.entries, error, isLoading };
}
