import { withId } from './idPaths';
import type { SignInProviderId } from './signInProviders';

/**
 * The paths the server answers that no client calls by name: the steps of signing in (followed
 * by redirects and the server's own sign-in form) and stored images (their URLs are stored with
 * the pieces). A module of their own, so the participant's pages do not download them.
 */
export const SERVER_API = {
  /** An uploaded image, by its id. */
  image: withId<string>('/api/images/:id'),
  /** Grant serves every provider under this prefix (core/signInProviders.ts). */
  connectPrefix: '/api/connect',
  /**
   * Where signing in with a provider starts (the grant middleware's prefix plus the provider's
   * key); grant's own callback, the redirect URI to register with the provider, is this plus
   * `/callback`.
   */
  connect: (provider: SignInProviderId) => `/api/connect/${provider}`,
  /** Where grant hands the provider's answer to our route, which verifies it. */
  signedIn: (provider: SignInProviderId) => `/api/auth/${provider}/callback`,
  /** The sign-in form of a server without Google (development and tests). */
  devLogin: '/api/auth/dev-login',
} as const;
