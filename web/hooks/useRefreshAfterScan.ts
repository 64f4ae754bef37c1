import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { API } from '../lib/paths';

/** SPEC section 7: a successful scan refreshes collection, progress, score and puzzles. */
export function useRefreshAfterScan(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await Promise.all([API.collection, API.progress, API.score, API.puzzles].map((key) => mutate(key)));
  }, [mutate]);
}
