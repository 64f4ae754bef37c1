import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import type { LeaderboardDto, ScoreDto } from '../../core/contracts';
import { API } from '../../core/apiPaths';
import { parseStreamMessage, updateFromStream } from '../lib/leaderboardStream';
import { useHuntMessage } from './useHuntState';

/** Refetches caused by the stream are spread over this window, so a crowd doesn't ask at once. */
const REFETCH_SPREAD_MS = 3000;

/**
 * Keeps the leaderboard and score live while the calling page is mounted. The server pushes
 * each change as a patch to the board this page holds, so nothing is fetched; only a page
 * that missed a patch (it reconnected, or fetched at another moment) fetches the board again,
 * after a random pause.
 */
export function useLeaderboardStream(): void {
  const { cache, mutate } = useSWRConfig();
  const onHunt = useHuntMessage();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(API.leaderboardStream);
    let refetchTimer: number | undefined;
    let opened = false;

    const refetchSoon = () => {
      if (refetchTimer !== undefined) return;
      refetchTimer = window.setTimeout(() => {
        refetchTimer = undefined;
        void mutate(API.leaderboard);
        void mutate(API.score);
      }, Math.random() * REFETCH_SPREAD_MS);
    };
    const onMessage = (event: MessageEvent<string>) => {
      const message = parseStreamMessage(event.data);
      if (!message) return;
      const board = cache.get(API.leaderboard)?.data as LeaderboardDto | undefined;
      const update = updateFromStream(board, message);
      if (update.kind === 'refetch') return refetchSoon();
      void mutate(API.leaderboard, update.board, { revalidate: false });
      const { score } = update;
      if (score) void mutate<ScoreDto>(API.score, (current) => (current ? score(current) : current), { revalidate: false });
    };
    // A reconnect may have missed patches.
    const onOpen = () => {
      if (opened) refetchSoon();
      opened = true;
    };

    // Where the hunt stands (Start Now, Complete) comes on this stream too.
    const onHuntMessage = (event: MessageEvent<string>) => onHunt(event.data);

    source.addEventListener('leaderboard', onMessage);
    source.addEventListener('hunt', onHuntMessage);
    source.addEventListener('open', onOpen);
    return () => {
      window.clearTimeout(refetchTimer);
      source.removeEventListener('leaderboard', onMessage);
      source.removeEventListener('hunt', onHuntMessage);
      source.removeEventListener('open', onOpen);
      source.close();
    };
  }, [cache, mutate, onHunt]);
}
