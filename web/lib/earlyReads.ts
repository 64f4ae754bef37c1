import { ANNOUNCEMENTS_PATH } from '../../core/announcements';
import { API } from '../../core/apiPaths';
import { TEAM_API } from '../../core/teamPaths';

/**
 * What a page asks the API for before React renders: who is signed in (every app shell), and
 * for the dashboard its data (usePuzzles, useCollection, useScore). The built pages preload
 * them (build/preloads.ts), earlyRequests.ts starts them, and the service worker answers them
 * from their last answer when offline, with where the hunt stands beside them. Apart from
 * lib/paths.ts, which the landing's first script carries: none of this is the landing's.
 */
export const EARLY_REQUESTS = {
  user: API.user,
  dashboard: [API.puzzles, API.collection, API.score],
  /**
   * What the dashboard's cards around the collection read (the hunt's banner, announcements,
   * waiting questionnaires, team, divisions), asked for with its data: the cards are drawn in
   * the page's first frame instead of arriving later and pushing the collection down. The
   * service worker's list of answers kept for offline use is its own (build/serviceWorker.ts).
   */
  dashboardCards: [API.hunt, ANNOUNCEMENTS_PATH, API.pendingQuestionnaires, TEAM_API.team, TEAM_API.divisions],
} as const;

/** Everything the dashboard reads early: its data and its cards'. */
export const DASHBOARD_EARLY_READS = [...EARLY_REQUESTS.dashboard, ...EARLY_REQUESTS.dashboardCards];

/**
 * Early reads whose hooks fetch on mount even with an answer in the cache (they are fresh for a
 * few seconds only: useScore, useLeaderboard): their early answers go to that fetch.
 */
export const FETCHED_ON_MOUNT: ReadonlySet<string> = new Set([API.score, API.leaderboard]);
