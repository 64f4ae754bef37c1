import useSWR from 'swr';
import type { LeaderboardDto, LeaderboardEntryDto } from '../../../core/contracts';
import { TIMINGS } from '../../../core/constants';
import { ADMIN_API } from '../../../core/apiPaths';
import { freshFor } from '../../lib/swrConfig';

/**
 * GET /api/admin/leaderboard: the top 50 with full e-mails, loaded while the dialog is open.
 * Accepts a bare list or the participant-style {entries, …} wrapper.
 */
export function useAdminLeaderboard(enabled: boolean) {
  const { data, error, isLoading } = useSWR<LeaderboardEntryDto[] | LeaderboardDto, Error>(
    enabled ? ADMIN_API.leaderboard : null,
    freshFor(TIMINGS.leaderboardFreshness),
  );
  const entries = data === undefined ? undefined : Array.isArray(data) ? data : data.entries;
  return { entries, error, isLoading };
}
