/**
 * The admin API's paths (SPEC section 7) and the CLI login's, one table for the web client and
 * the CLI (and the API's routes, for the CLI login). GET paths double as the web's SWR keys.
 * No zod here: the approval page imports this without the schemas.
 */
const id = (value: string | number) => encodeURIComponent(String(value));

export const ADMIN_API = {
  config: '/api/admin/config',
  analytics: '/api/admin/analytics',
  health: '/api/admin/health',
  live: '/api/admin/live',
  liveStream: '/api/admin/live/stream',
  users: '/api/admin/users',
  userRole: (userId: string) => `/api/admin/users/${id(userId)}/role`,
  userDisqualification: (userId: string) => `/api/admin/users/${id(userId)}/disqualification`,
  fairPlay: '/api/admin/fair-play',
  fairPlayMarkClear: (markId: number) => `/api/admin/fair-play/marks/${id(markId)}/clear`,
  surveyResponses: '/api/admin/survey-responses',
  surveyResponsesFor: (questionnaireId: number) => `/api/admin/survey-responses?questionnaireId=${id(questionnaireId)}`,
  qrLinks: '/api/admin/qr-links',
  qrLink: (linkId: number) => `/api/admin/qr-links/${id(linkId)}`,
  qrLinkDisplay: (linkId: number) => `/api/admin/qr-links/${id(linkId)}/display`,
  puzzles: '/api/admin/puzzles',
  puzzle: (pieceId: number) => `/api/admin/puzzles/${id(pieceId)}`,
  questionnaires: '/api/admin/questionnaires',
  questionnaire: (questionnaireId: number) => `/api/admin/questionnaires/${id(questionnaireId)}`,
  events: '/api/admin/events',
  event: (eventId: number) => `/api/admin/events/${id(eventId)}`,
  eventStart: (eventId: number) => `/api/admin/events/${id(eventId)}/start`,
  eventComplete: (eventId: number) => `/api/admin/events/${id(eventId)}/complete`,
  leaderboard: '/api/admin/leaderboard',
  exportData: '/api/admin/export-data',
  tokens: '/api/admin/tokens',
  token: (tokenId: number) => `/api/admin/tokens/${id(tokenId)}`,
} as const;

/** `hunt login` (core/cliLogin.ts has the bodies): the CLI starts and polls; an admin in the browser looks up and decides. */
export const CLI_LOGIN_API = {
  start: '/api/cli/logins',
  lookup: '/api/cli/logins/lookup',
  decide: '/api/cli/logins/decide',
  token: (loginId: string) => `/api/cli/logins/${id(loginId)}/token`,
} as const;
