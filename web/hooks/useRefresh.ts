import { TEAM_API } from '../../core/teamPaths';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { fetcher } from '../lib/api';
import { API } from '../../core/apiPaths';
import type { MyTeamDto } from '../../core/teams';

/**
 * Refetches resources now and stores the answers in the SWR cache. A bare `mutate(key)` only
 * revalidates hooks that are mounted; after a scan the dashboard is not, and because reads
 * never go stale on their own it would show the old collection when it mounts again.
 */
export function useRefresh(): (keys: readonly string[]) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (keys) => {
      const results = await Promise.allSettled(keys.map((key) => mutate(key, fetcher(key), { revalidate: false })));
      for (const result of results) {
        if (result.status === 'rejected') console.warn('Refreshing cached data failed', result.reason);
      }
    },
    [mutate],
  );
}

/**
 * A successful scan refreshes what the dashboard shows from it: the collection, the score, the
 * pieces and the questionnaires waiting; and the team (its collection and points), for a
 * student in a team event whose team has been read, so the team page is right when it opens.
 */
export function useRefreshAfterScan(): () => Promise<void> {
  const refresh = useRefresh();
  const { cache } = useSWRConfig();
  return useCallback(() => {
    const myTeam = cache.get(TEAM_API.team)?.data as MyTeamDto | undefined;
    const team = myTeam?.team ? [TEAM_API.team] : [];
    return refresh([API.collection, API.score, API.puzzles, API.pendingQuestionnaires, ...team]);
  }, [refresh, cache]);
}
