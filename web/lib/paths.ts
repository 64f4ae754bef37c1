import { API, DECLARATIONS_TICKED } from '../../core/apiPaths';
import type { SignInProviderId } from '../../core/signInProviders';

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
