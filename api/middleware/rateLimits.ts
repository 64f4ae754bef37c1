import type { Context, Middleware } from 'koa';
import ratelimit from 'koa-ratelimit';
import { API } from '../../core/apiPaths';
import { SERVER_API } from '../../core/serverPaths';
import { CLI_LOGIN_API } from '../../core/adminPaths';
import type { WriteLimit } from '../writeLimit';

const SIGN_IN_PATHS = [API.login, SERVER_API.devLogin, `${SERVER_API.connectPrefix}/`];

/**
 * Per-IP limits on the sign-in routes, which anyone can call and which create sessions.
 * Generous (600 a minute by default, SIGN_IN_LIMIT_PER_MINUTE), because a whole campus can
 * share one NAT address; per-instance memory is enough to blunt a flood. (Wrong codes are
 * limited per user, in the database, by the scan service.)
 */
export function signInRateLimit(perMinute: number): Middleware {
  return ratelimit({
    driver: 'memory',
    db: new Map(),
    duration: 60_000,
    max: perMinute,
    throw: true,
    errorMessage: 'Too many sign-in attempts from your network. Try again in a minute.',
    id: (ctx) => (SIGN_IN_PATHS.some((path) => ctx.path.startsWith(path)) ? ctx.ip : false),
  });
}

/**
 * Starting a CLI login needs no account, so it is limited harder: 20 a minute per IP is
 * plenty for organisers and keeps the request table from being flooded.
 */
export function cliLoginRateLimit(): Middleware {
  return ratelimit({
    driver: 'memory',
    db: new Map(),
    duration: 60_000,
    max: 20,
    throw: true,
    errorMessage: 'Too many CLI login requests from your network. Try again in a minute.',
    id: (ctx) => (ctx.method === 'POST' && ctx.path === CLI_LOGIN_API.start ? ctx.ip : false),
  });
}

/**
 * Per-user limit on downloads of one's own data (a handful a minute, per instance): each reads
 * every table the hunt keeps, so a loop of them would cost the others' scans their connections.
 */
export function personalDataLimit(): Middleware {
  return ratelimit({
    driver: 'memory',
    db: new Map(),
    duration: 60_000,
    max: 6,
    throw: true,
    errorMessage: 'You downloaded your data a moment ago. Try again in a minute.',
    // A refusal says when to come back (Retry-After); every answer need not carry the count.
    disableHeader: true,
    id: (ctx) => {
      const user = (ctx.state as { user?: { id: string } }).user;
      return user && ctx.method === 'GET' && ctx.path === API.personalData ? user.id : false;
    },
  });
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A change a signed-in user sends outside the organiser's API: a scan, an answer, a sign-out, … */
function participantWriter(ctx: Context): string | false {
  const user = (ctx.state as { user?: { id: string } }).user;
  if (!user || !WRITE_METHODS.has(ctx.method) || ctx.path.startsWith('/api/admin/')) return false;
  return user.id;
}

/**
 * Counts each participant's change against the per-user limit (writeLimit.ts), once the user is
 * known and before the body is read. The organiser's API is not counted: a seed file creates
 * hundreds of rows.
 */
export function participantWriteLimit(limit: WriteLimit): Middleware {
  return (ctx, next) => {
    const writer = participantWriter(ctx);
    const refusal = writer ? limit.take(writer) : null;
    if (refusal) throw refusal;
    return next();
  };
}
