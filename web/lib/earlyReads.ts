import { ANNOUNCEMENTS_PATH } from '../../core/announcements';
import { API } from '../../core/apiPaths';
import { TEAM_API } from '../../core/teamPaths';

/**
 * What a page asks the API for before React renders: who is signed in (every app shell), and
 * for the dashboard everything its first screen reads (usePuzzles, useCollection, useScore, the
 * team card's useMyTeam and the bell's useAnnouncements: read only once the page rendered, the
 * last two moved the page as their card arrived). The built pages preload them
 * (build/preloads.ts), earlyRequests.ts starts them, and the service worker answers them from
 * their last answer when offline, with where the hunt stands beside them. Apart from lib/paths.ts,
 * which the landing's first script carries: none of this is the landing's.
 */
export const EARLY_REQUESTS = {
  user: API.user,
  dashboard: [API.puzzles, API.collection, API.score, TEAM_API.team, ANNOUNCEMENTS_PATH],
} as const;
