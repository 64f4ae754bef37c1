/**
 * Every API path the web and the CLI call, participant and admin: one table the API's routes
 * declare and the clients call by. GET paths double as the web's SWR keys. No zod here: the
 * approval page and the service worker import this without the schemas.
 */
const id = (value: string | number) => encodeURIComponent(String(value));

/**
 * A path with an id in it: called with the id it is a URL (for the web and the CLI); its
 * `pattern` is the route the API declares, so the two cannot drift apart.
 */
export interface IdPath<Id extends string | number> {
  (value: Id): string;
  readonly pattern: string;
}

function withId<Id extends string | number>(pattern: `/api/${string}:id${string}`): IdPath<Id> {
  return Object.assign((value: Id) => pattern.replace(':id', id(value)), { pattern });
}

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
  leaderboard: '/api/leaderboard',
  leaderboardStream: '/api/leaderboard/stream',
  hunt: '/api/hunt',
  huntStream: '/api/hunt/stream',
  scan: '/api/scan',
  surveySubmit: '/api/survey/submit',
  /** An uploaded image, by its id. */
  image: withId<string>('/api/images/:id'),
  /** The sign-in page (a full-page navigation); `returnTo` brings the visitor back. */
  login: '/api/login',
  /** Where signing in with Google starts (the grant middleware's prefix plus the provider). */
  /** Grant serves every provider under this prefix; Google's is the only one. */
  connectPrefix: '/api/connect',
  googleConnect: '/api/connect/google',
  googleCallback: '/api/auth/google/callback',
  /** The sign-in form of a server without Google (development and tests). */
  devLogin: '/api/auth/dev-login',
  /** GET asks first when followed from another site; POST signs out. */
  logout: '/api/logout',
} as const;

export const ADMIN_API = {
  config: '/api/admin/config',
  analytics: '/api/admin/analytics',
  health: '/api/admin/health',
  live: '/api/admin/live',
  liveStream: '/api/admin/live/stream',
  users: '/api/admin/users',
  /** DELETE: erases the account (core/erasure.ts). */
  user: withId<string>('/api/admin/users/:id'),
  userRole: withId<string>('/api/admin/users/:id/role'),
  userDisqualification: withId<string>('/api/admin/users/:id/disqualification'),
  fairPlay: '/api/admin/fair-play',
  fairPlayMarkClear: withId<number>('/api/admin/fair-play/marks/:id/clear'),
  surveyResponses: '/api/admin/survey-responses',
  /** The same route as `surveyResponses`, filtered by a query: a URL, not a route of its own. */
  surveyResponsesFor: (questionnaireId: number) => `/api/admin/survey-responses?questionnaireId=${id(questionnaireId)}`,
  qrLinks: '/api/admin/qr-links',
  qrLink: withId<number>('/api/admin/qr-links/:id'),
  qrLinkDisplay: withId<number>('/api/admin/qr-links/:id/display'),
  puzzles: '/api/admin/puzzles',
  puzzle: withId<number>('/api/admin/puzzles/:id'),
  questionnaires: '/api/admin/questionnaires',
  questionnaire: withId<number>('/api/admin/questionnaires/:id'),
  events: '/api/admin/events',
  event: withId<number>('/api/admin/events/:id'),
  eventStart: withId<number>('/api/admin/events/:id/start'),
  eventComplete: withId<number>('/api/admin/events/:id/complete'),
  /** POST: erases every participant of a completed event, keeping the anonymous statistics. */
  eventPurge: withId<number>('/api/admin/events/:id/purge'),
  leaderboard: '/api/admin/leaderboard',
  exportData: '/api/admin/export-data',
  tokens: '/api/admin/tokens',
  token: withId<number>('/api/admin/tokens/:id'),
} as const;

/** `hunt login` (core/cliLogin.ts has the bodies): the CLI starts and polls; an admin in the browser looks up and decides. */
export const CLI_LOGIN_API = {
  start: '/api/cli/logins',
  lookup: '/api/cli/logins/lookup',
  decide: '/api/cli/logins/decide',
  token: withId<string>('/api/cli/logins/:id/token'),
} as const;
