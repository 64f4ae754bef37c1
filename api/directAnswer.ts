import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { CurrentUser } from '../db/rows';
import type { Deps } from './deps';
import { heldSessionUserId } from './middleware/session';

/**
 * What the requests answered before the middleware (memoryReads.ts, directScans.ts) need, made
 * once: functions declared per request cost a property definition each under tsx.
 */
export interface Answering {
  deps: Deps;
  koa: RequestListener;
  /** The security headers of a JSON answer, as name, value, name, value. */
  jsonSecurity: readonly string[];
  /** helmet's whole set, which an error's answer keeps (middleware/security.ts), the same way. */
  errorSecurity: readonly string[];
  /** PUBLIC_URL's origin, the one a mutation may come from. */
  origin: string;
}

/**
 * The signed-in user a request comes from, when the middleware would find them in memory and
 * change nothing (middleware/session.ts heldSessionUserId); undefined for anything else: a
 * token, plain http behind an https PUBLIC_URL, no session or one to renew, a user not in memory.
 */
export function heldUser(deps: Deps, request: IncomingMessage): CurrentUser | undefined {
  const { config, caches } = deps;
  if (request.headers.authorization || (config.https && !cameOverHttps(request, config.trustProxy))) return undefined;
  const userId = heldSessionUserId(deps.sessions, config, request);
  const user = userId ? caches.users.inMemory(userId) : undefined;
  if (user) deps.activity.userSeen(user);
  return user;
}

/** Koa's `ctx.secure`: TLS here, or the trusted proxy's first X-Forwarded-Proto. */
function cameOverHttps(request: IncomingMessage, trustProxy: boolean): boolean {
  if ('encrypted' in request.socket && request.socket.encrypted) return true;
  const forwarded = request.headers['x-forwarded-proto'];
  return trustProxy && typeof forwarded === 'string' && forwarded.split(',')[0]?.trim().toLowerCase() === 'https';
}

/** Writes an answer whose headers (name, value, …) are all here but the JSON's type and length, which a body adds. */
export function writeAnswer(response: ServerResponse, status: number, headers: string[], body: string | Buffer | null): void {
  if (body === null) {
    response.writeHead(status, headers).end();
    return;
  }
  headers.push('Content-Type', 'application/json; charset=utf-8', 'Content-Length', String(Buffer.byteLength(body)));
  response.writeHead(status, headers).end(body);
}
