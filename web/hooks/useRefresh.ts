import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { fetcher } from '../lib/api';
import { API } from '../../core/apiPaths';

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

/** A successful scan refreshes what the dashboard shows from it: the collection, the score, the pieces and the questionnaires waiting. */
export function useRefreshAfterScan(): () => Promise<void> {
  const refresh = useRefresh();
  return useCallback(() => refresh([API.collection, API.score, API.puzzles, API.pendingQuestionnaires]), [refresh]);
}
