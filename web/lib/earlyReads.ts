import { ANNOUNCEMENTS_PATH } from '../../core/announcements';
import { API } from '../../core/apiPaths';
import type { ShellPage } from '../../core/shellPages';
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

/**
 * What each page with a shell of its own reads first, besides who is signed in: its HTML
 * preloads these and earlyRequests.ts starts them. The scanner's camera waits for where the
 * hunt stands; the board shows the race with it.
 */
export const SHELL_PAGE_READS: Record<ShellPage, readonly string[]> = {
  dashboard: [...EARLY_REQUESTS.dashboard, ...EARLY_REQUESTS.dashboardCards],
  leaderboard: [API.leaderboard, API.hunt],
  scanner: [API.hunt],
};

/**
 * Early reads whose hooks fetch on mount even with an answer in the cache (they are fresh for a
 * few seconds only: useScore, useLeaderboard): their early answers go to that fetch.
 */
export const FETCHED_ON_MOUNT: ReadonlySet<string> = new Set([API.score, API.leaderboard]);
