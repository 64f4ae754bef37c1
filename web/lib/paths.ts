import { API, DECLARATIONS_TICKED } from '../../core/apiPaths';
import type { SignInProviderId } from '../../core/signInProviders';

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
 * The sign-in address; returnTo brings the visitor back to where they were,
 * `declarationsAccepted` (the landing's three boxes ticked) has the sign-in record them, and
 * `provider` picks one of the server's providers (without it, the server's first).
 */
export function loginUrl(returnTo?: string, declarationsAccepted = false, provider?: SignInProviderId): string {
  const query = [
    returnTo && `returnTo=${encodeURIComponent(returnTo)}`,
    declarationsAccepted && DECLARATIONS_TICKED,
    provider && `provider=${provider}`,
  ].filter(Boolean).join('&');
  return query ? `${API.login}?${query}` : API.login;
}

/** Full-page navigation (sign-in lives on the server, outside the client router). */
export function goToLogin(returnTo?: string, declarationsAccepted = false, provider?: SignInProviderId): void {
  window.location.href = loginUrl(returnTo, declarationsAccepted, provider);
}
