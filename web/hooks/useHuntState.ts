import { useCallback, useEffect } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { parseHuntState, type HuntState } from '../../core/huntState';
import { API } from '../../core/apiPaths';
import { TEAM_API } from '../../core/teamPaths';
import { EARLY_REQUESTS } from '../lib/earlyReads';
import { takeAnnouncement } from './useAnnouncements';
import { ANNOUNCEMENTS_PATH, type AnnouncementDto } from '../../core/announcements';

/** What a student holds in a team event is the team's: read again when the team changes. */
const TEAM_HOLDINGS = [API.collection, API.puzzles, API.progress, API.score];

/** Refetches caused by a new phase are spread over this window, so a crowd doesn't ask at once. */
const REFETCH_SPREAD_MS = 3000;

/**
 * Takes an `event: hunt` message into the cache. When the phase changed, what depends on it (the
 * board's seal, the score's percentile, and, once another event is the current one, the whole
 * collection and score, which start again at zero) is fetched again, after a short random pause.
 */
export function useHuntMessage(): (data: string) => void {
  const { cache, mutate } = useSWRConfig();
  return useCallback(
    (data: string) => {
      let state: HuntState | null = null;
      try {
        state = parseHuntState(JSON.parse(data));
      } catch {
        return;
      }
      if (!state) return;
      const before = cache.get(API.hunt)?.data as HuntState | undefined;
      void mutate(API.hunt, state, { revalidate: false });
      if (before && before.phase !== state.phase) {
        window.setTimeout(() => {
          for (const key of [API.leaderboard, ...EARLY_REQUESTS.dashboard]) void mutate(key);
        }, Math.random() * REFETCH_SPREAD_MS);
      }
    },
    [cache, mutate],
  );
}

/**
 * Where the hunt stands (core/huntState.ts). With `live`, the page holds GET /api/hunt/stream and
 * changes state the moment an organiser starts or completes the event, takes each announcement as
 * it is sent, and reads the student's team again when it changes (`event: team`); the leaderboard page hears the hunt's state on its own stream
 * (useLeaderboardStream) instead.
 */
export function useHuntState(options: { live?: boolean } = {}) {
  const { data, error, isLoading } = useSWR<HuntState, Error>(API.hunt);
  const onMessage = useHuntMessage();
  const { mutate } = useSWRConfig();
  const live = options.live === true;
  useEffect(() => {
    if (!live || typeof EventSource === 'undefined') return;
    const source = new EventSource(API.huntStream);
    const listener = (event: MessageEvent<string>) => onMessage(event.data);
    const announced = (event: MessageEvent<string>) =>
      takeAnnouncement((update) => void mutate<AnnouncementDto[]>(ANNOUNCEMENTS_PATH, update, { revalidate: false }), event.data);
    // A teammate's find, a member in or out, the team's completion: what the student holds is the team's.
    const teamChanged = () => {
      void mutate(TEAM_API.team);
      for (const key of TEAM_HOLDINGS) void mutate(key);
    };
    source.addEventListener('hunt', listener);
    source.addEventListener('announcement', announced);
    source.addEventListener('team', teamChanged);
    return () => {
      source.removeEventListener('hunt', listener);
      source.removeEventListener('announcement', announced);
      source.removeEventListener('team', teamChanged);
      source.close();
    };
  }, [live, onMessage, mutate]);
  return { hunt: data, error, isLoading };
}
