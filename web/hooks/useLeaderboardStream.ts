import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { API } from '../lib/paths';

/**
 * Listens to the server's "leaderboard changed" events while the calling page is mounted and
 * revalidates the leaderboard and score. The stream carries no data, only the nudge.
 */
export function useLeaderboardStream(): void {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(API.leaderboardStream);
    const onChange = () => {
      void mutate(API.leaderboard);
      void mutate(API.score);
    };
    source.addEventListener('leaderboard', onChange);
    return () => {
      source.removeEventListener('leaderboard', onChange);
      source.close();
    };
  }, [mutate]);
}
