/** Admin API paths (kept out of lib/paths.ts so they ship only in the admin chunk). GET paths double as SWR keys. */
const id = (value: string | number) => encodeURIComponent(String(value));

export const ADMIN_API = {
  config: '/api/admin/config',
  analytics: '/api/admin/analytics',
  users: '/api/admin/users',
  userRole: (userId: string) => `/api/admin/users/${id(userId)}/role`,
  surveyResponses: '/api/admin/survey-responses',
  surveyResponsesFor: (questionnaireId: number) => `/api/admin/survey-responses?questionnaireId=${id(questionnaireId)}`,
  qrLinks: '/api/admin/qr-links',
  qrLink: (linkId: number) => `/api/admin/qr-links/${id(linkId)}`,
  puzzles: '/api/admin/puzzles',
  puzzle: (pieceId: number) => `/api/admin/puzzles/${id(pieceId)}`,
  questionnaires: '/api/admin/questionnaires',
  questionnaire: (questionnaireId: number) => `/api/admin/questionnaires/${id(questionnaireId)}`,
  events: '/api/admin/events',
  event: (eventId: number) => `/api/admin/events/${id(eventId)}`,
  eventComplete: (eventId: number) => `/api/admin/events/${id(eventId)}/complete`,
  leaderboard: '/api/admin/leaderboard',
  exportData: '/api/admin/export-data',
} as const;

/** Every survey-responses key, with or without a questionnaire filter. */
export function isSurveyResponsesKey(key: unknown): boolean {
  return typeof key === 'string' && key.startsWith(ADMIN_API.surveyResponses);
}
