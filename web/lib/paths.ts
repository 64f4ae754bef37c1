import { API } from '../../core/apiPaths';

/**
 * What a page asks the API for before React renders: who is signed in (every app shell), and
 * for the dashboard its data (usePuzzles, useCollection, useScore). The built pages preload
 * them (build/preloads.ts), earlyRequests.ts starts them, and the service worker answers them
 * from their last answer when offline, with where the hunt stands beside them.
 */
export const EARLY_REQUESTS = {
  user: API.user,
  dashboard: [API.puzzles, API.collection, API.score],
} as const;

/** The reads a reload offline shows from their last answer: the early ones, and where the hunt stands. */
export const REMEMBERED_READS = [EARLY_REQUESTS.user, ...EARLY_REQUESTS.dashboard, API.hunt];

/** The sign-in address; returnTo brings the visitor back to where they were. */
export function loginUrl(returnTo?: string): string {
  return returnTo ? `${API.login}?returnTo=${encodeURIComponent(returnTo)}` : API.login;
}

/** Full-page navigation (sign-in lives on the server, outside the client router). */
export function goToLogin(returnTo?: string): void {
  window.location.href = loginUrl(returnTo);
}
