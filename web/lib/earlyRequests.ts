import { mutate, preload } from 'swr';
import { shellPageAt, type ShellPage } from '../../core/shellPages';
import { fetchUser } from '../hooks/useUser';
import { dashboardPage, leaderboardPage, scannerPage } from '../pages/lazyPages';
import { fetcher } from './api';
import { EARLY_REQUESTS, FETCHED_ON_MOUNT, SHELL_PAGE_READS } from './earlyReads';

/** The code of the student's everyday pages: where a signed-in student lands on one, it is asked for with its reads. */
const SHELL_PAGE_CODE: Record<ShellPage, { preload(): Promise<unknown> }> = {
  dashboard: dashboardPage,
  leaderboard: leaderboardPage,
  scanner: scannerPage,
};

/**
 * Starts the first screen's API requests (and its page's code) before React renders, all at
 * once, instead of the user first and the page's code and data only once the user has arrived
 * and the page has rendered. The built pages have already asked for the user (and a shell
 * page's data and code) in their HTML (web/build/preloads.ts), so these fetches and imports
 * reuse those answers; the dev server's page has no such preloads.
 *
 * Settles once the page's code and texts are in, or could not be had (the page then asks again
 * as it renders): rendering first would show the loading screen as a Suspense fallback, and
 * React holds a fallback's content back for up to 300 ms after it showed (its anti-flicker
 * throttle), long after the code came. The shell's HTML shows the same loading screen meanwhile.
 * The answers that have come by then are in SWR's cache, so the page's first frame is drawn
 * whole, in one render, and nothing moves when they arrive; the others go to the hooks' first
 * fetches.
 *
 * Only called for the app shell, which visitors with a session cookie get, so the page's data
 * is usually what comes next.
 */
export function startEarlyRequests(pathname: string): Promise<void> {
  const early = shellPageAt(pathname);
  // The page's code is fetched alongside its data rather than after the user has arrived.
  const page = early ? SHELL_PAGE_CODE[early].preload() : Promise.resolve();
  const reads = [earlyRead(EARLY_REQUESTS.user, fetchUser), ...(early ? SHELL_PAGE_READS[early] : []).map((key) => earlyRead(key, fetcher))];
  const handOver = () => {
    for (const read of reads) read.handOver();
  };
  return page.then(handOver, handOver);
}

/**
 * One read started early. Handed over when React is about to render: an answer that has come
 * is put in SWR's cache, unless its hook fetches on mount all the same (then, as a read still
 * on its way, it goes to the hook's first fetch through SWR's preload, which that fetch takes;
 * a failure such as a stale cookie's 401 is that hook's to show). Never both: a preload no
 * fetch takes would answer a later one with this old answer.
 */
function earlyRead(key: string, fetch: (key: string) => Promise<unknown>): { handOver(): void } {
  const answer = fetch(key);
  let arrived: { data: unknown } | undefined;
  answer.then(
    (data) => (arrived = { data }),
    () => undefined,
  );
  return {
    handOver() {
      if (arrived && !FETCHED_ON_MOUNT.has(key)) void mutate(key, arrived.data, { revalidate: false });
      else void preload(key, () => answer);
    },
  };
}
