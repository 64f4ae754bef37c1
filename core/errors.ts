/** Stable error codes shared by the API (bodies) and its clients (web, CLI). */
export const ERROR_CODES = [
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  'gone',
  'already_collected',
  'already_submitted',
  'not_triggered',
  'no_active_event',
  'position_required',
  'too_far',
  'code_expired',
  'screen_code',
  'rate_limited',
  'payload_too_large',
  'unsupported_media_type',
  'internal_error',
  'unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
