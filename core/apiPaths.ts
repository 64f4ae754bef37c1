/**
 * Every API path the web and the CLI call: one table the API's routes declare and the clients
 * call by. The organiser's paths (core/adminPaths.ts) and those no client calls by name
 * (core/serverPaths.ts) are its other parts, kept in modules of their own so the participant's
 * pages do not download them. GET paths double as the web's SWR keys. No zod here: the approval
 * page and the service worker import this without the schemas.
 */

/** The participant's API (and signing in and out), for every signed-in person. */
export const API = {
  /** Who is signed in: 401 when nobody is. */
  user: '/api/auth/user',
  puzzles: '/api/puzzles',
  collection: '/api/user/collection',
  score: '/api/user/score',
  progress: '/api/user/progress',
  /** A download (GET) of everything kept about the caller (core/personalData.ts), not an SWR key. */
  personalData: '/api/user/data',
  /** DELETE with the typed e-mail erases the caller's account. */
  account: '/api/user',
  /** POST records that the caller accepted the three declarations; answers the user. */
  declarations: '/api/user/declarations',
  leaderboard: '/api/leaderboard',
  leaderboardStream: '/api/leaderboard/stream',
  hunt: '/api/hunt',
  huntStream: '/api/hunt/stream',
  scan: '/api/scan',
  /** POST reveals a piece's hint (index from 0), charged once. */
  hint: Object.assign((pieceId: number, index: number) => `/api/puzzles/${encodeURIComponent(String(pieceId))}/hints/${encodeURIComponent(String(index))}`, {
    pattern: '/api/puzzles/:id/hints/:index',
  }),
  surveySubmit: '/api/survey/submit',
  /** The questionnaires unlocked and not yet answered in the running event. */
  pendingQuestionnaires: '/api/questionnaires/pending',
  /**
   * The sign-in page (a full-page navigation); `returnTo` brings the visitor back, `provider`
   * (core/signInProviders.ts) picks the provider when the server has more than one.
   */
  login: '/api/login',
  /** The ways to sign in this server offers (the landing's buttons); public. */
  signInProviders: '/api/sign-in/providers',
  /** GET asks first when followed from another site; POST signs out. */
  logout: '/api/logout',
} as const;

/** The sign-in address's query when the landing's three declarations were ticked: the sign-in records them. */
export const DECLARATIONS_TICKED = 'declarations=accepted';
