/**
 * SQLSTATEs of a server going away or not there yet (class 08, connection exception, is matched
 * by its prefix): 57P01/57P02 an admin or crash shutdown ending our session, 57P03 a server
 * starting up or shutting down, 53300 too many connections.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** The socket to the database could not be opened, or broke. */
const UNAVAILABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'EAI_AGAIN']);
/** Driver errors that carry no code: knex's pool, pg's client, an embedded PGlite closed (shutting down). */
const UNAVAILABLE_MESSAGES = ['Timeout acquiring a connection', 'Connection terminated', 'is not queryable', 'PGlite is clos'];

/**
 * Is this error the database being briefly out of reach (down, restarting, refusing
 * connections, its pool exhausted) rather than a fault in the request or in our code? Such a
 * request may simply be tried again in a moment: 503, not 500 (api/middleware/errors.ts). It sits
 * beside createDb because these are its drivers' errors (pg, knex's pool, PGlite), whichever
 * layer met them.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (/^08[0-9A-Z]{3}$/.test(code) || UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_ERRNOS.has(code))) return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.includes(text));
}
