import { preload } from 'swr';
import { API } from '../../core/apiPaths';
import { fetchUser } from '../hooks/useUser';
import { dashboardPage, leaderboardPage, scannerPage } from '../pages/lazyPages';
import { fetcher } from './api';
import { EARLY_REQUESTS } from './earlyReads';

/**
 * The student's everyday pages, their code and what each reads first: where a signed-in student
 * lands on one, both are worth asking for at once. (The scanner's camera waits for where the hunt
 * stands; the board shows the race with it.)
 */
function earlyPage(pathname: string): { page: { preload(): Promise<unknown> }; reads: readonly string[] } | undefined {
  if (pathname === '/' || pathname === '/dashboard') return { page: dashboardPage, reads: EARLY_REQUESTS.dashboard };
  if (pathname === '/leaderboard') return { page: leaderboardPage, reads: [API.leaderboard, API.hunt] };
  if (pathname === '/scanner') return { page: scannerPage, reads: [API.hunt] };
}

/**
 * Starts the first screen's API requests (and its page's code) before React renders, all at
 * once, instead of the user first and the page's code and data only once the user has arrived
 * and the page has rendered. The hooks (useUser, usePuzzles, useHuntState, …) pick the answers
 * up from SWR's preload. The built pages have already asked for the user (and the dashboard's
 * data) in their HTML (web/build/preloads.ts), so these fetches reuse those answers; the dev
 * server's page has no such preloads.
 *
 * Settles once the page's code and texts are in, or could not be had (the page then asks again
 * as it renders): rendering first would show the loading screen as a Suspense fallback, and
 * React holds a fallback's content back for up to 300 ms after it showed (its anti-flicker
 * throttle), long after the code came. The shell's HTML shows the same loading screen meanwhile.
 *
 * Only called for the app shell, which visitors with a session cookie get, so the page's data
 * is usually what comes next.
 */
export function startEarlyRequests(pathname: string): Promise<void> {
  const early = earlyPage(pathname);
  // The page's code is fetched alongside its data rather than after the user has arrived.
  const page = early ? early.page.preload() : Promise.resolve();
  const reads = [preload(EARLY_REQUESTS.user, fetchUser), ...(early?.reads ?? []).map((key) => preload(key, fetcher))];
  // A failure (a stale cookie's 401) belongs to the hook that reads the answer, if any does.
  for (const read of reads) read.catch(() => undefined);
  return page.then(
    () => undefined,
    () => undefined,
  );
}
