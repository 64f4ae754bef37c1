/**
 * Every error the API answers with: its stable code (the `code` of the JSON body
 * `{message, code}`) and the one HTTP status that code always travels with. The API builds
 * its errors from this table, and the web and the CLI read `code` as this union.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_triggered: 403,
  no_active_event: 403,
  position_imprecise: 403,
  too_far: 403,
  code_expired: 403,
  screen_code: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  last_admin: 409,
  already_collected: 409,
  already_submitted: 409,
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  position_required: 428,
  rate_limited: 429,
  internal_error: 500,
  unavailable: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The HTTP status an error code is answered with. */
export function statusOf(code: ErrorCode): number {
  return ERROR_STATUS[code];
}

/** Reads a body's `code` as one of ours; anything else (a proxy's page, an older server) is null. */
export function errorCodeOf(value: unknown): ErrorCode | null {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value) ? (value as ErrorCode) : null;
}
