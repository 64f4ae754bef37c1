import useSWR from 'swr';
import type { LeaderboardDto } from '../../core/contracts';
import { TIMINGS } from '../../core/constants';
import { freshFor } from '../lib/swrConfig';
import { API } from '../../core/apiPaths';

export function useLeaderboard() {
  const { data, error, isLoading, mutate } = useSWR<LeaderboardDto, Error>(
    API.leaderboard,
    freshFor(TIMINGS.leaderboardFreshness),
  );
  return { leaderboard: data, error, isLoading, mutate };
}
