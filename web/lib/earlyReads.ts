import { API } from '../../core/apiPaths';

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
} as const;
