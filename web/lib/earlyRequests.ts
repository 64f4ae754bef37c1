import { preload } from 'swr';
import { fetchUser } from '../hooks/useUser';
import { dashboardPage } from '../pages/lazyPages';
import { fetcher } from './api';
import { EARLY_REQUESTS } from './paths';

/** Where a signed-in student lands: the dashboard's code and data are worth asking for at once. */
const DASHBOARD_PATHS = new Set(['/', '/dashboard']);

/**
 * Starts the first screen's API requests (and the dashboard's code) before React renders, all
 * at once, instead of the user first and the dashboard's data only once the user has arrived.
 * The hooks (useUser, usePuzzles, …) pick the answers up from SWR's preload. The built pages
 * have already asked for the same URLs in their HTML (web/build/preloads.ts), so these fetches
 * reuse those answers; the dev server's page has no such preloads.
 *
 * Only called for the app shell, which visitors with a session cookie get, so the dashboard's
 * data is usually what comes next at `/` and `/dashboard`.
 */
export function startEarlyRequests(pathname: string): void {
  const requests: Promise<unknown>[] = [preload(EARLY_REQUESTS.user, fetchUser)];
  if (DASHBOARD_PATHS.has(pathname)) {
    // Fetched alongside its data rather than after the user has arrived.
    dashboardPage.preload().catch(() => undefined);
    for (const key of EARLY_REQUESTS.dashboard) requests.push(preload(key, fetcher));
  }
  // A failure (a stale cookie's 401) belongs to the hook that reads the answer, if any does.
  for (const request of requests) request.catch(() => undefined);
}
