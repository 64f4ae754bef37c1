import { withId } from './idPaths';

/**
 * The paths the server answers that no client calls by name: the steps of signing in (followed
 * by redirects and the server's own sign-in form) and stored images (their URLs are stored with
 * the pieces). A module of their own, so the participant's pages do not download them.
 */
export const SERVER_API = {
  /** An uploaded image, by its id. */
  image: withId<string>('/api/images/:id'),
  /** Grant serves every provider under this prefix; Google's is the only one. */
  connectPrefix: '/api/connect',
  /** Where signing in with Google starts (the grant middleware's prefix plus the provider). */
  googleConnect: '/api/connect/google',
  googleCallback: '/api/auth/google/callback',
  /** The sign-in form of a server without Google (development and tests). */
  devLogin: '/api/auth/dev-login',
} as const;
