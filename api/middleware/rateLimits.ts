import type { Middleware } from 'koa';
import ratelimit from 'koa-ratelimit';
import { CLI_LOGIN_API } from '../../core/adminPaths';

const SIGN_IN_PATHS = ['/api/login', '/api/auth/dev-login', '/api/connect/'];

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
