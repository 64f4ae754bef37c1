import { API, DECLARATIONS_TICKED } from '../../core/apiPaths';

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

/**
 * The sign-in address; returnTo brings the visitor back to where they were, and
 * `declarationsAccepted` (the landing's three boxes ticked) has the sign-in record them.
 */
export function loginUrl(returnTo?: string, declarationsAccepted = false): string {
  const query = [returnTo && `returnTo=${encodeURIComponent(returnTo)}`, declarationsAccepted && DECLARATIONS_TICKED].filter(Boolean).join('&');
  return query ? `${API.login}?${query}` : API.login;
}

/** Full-page navigation (sign-in lives on the server, outside the client router). */
export function goToLogin(returnTo?: string, declarationsAccepted = false): void {
  window.location.href = loginUrl(returnTo, declarationsAccepted);
}
