import type { Next } from 'koa';
import type { AppContext, SessionData } from '../context';
import { authenticateToken } from '../services/apiTokens';

/**
 * Resolves who is calling, on every request, so a logout, a revoked token, a deleted user or a
 * demotion takes effect on the very next request. Sessions, tokens and users come from memory,
 * kept current by the change bus. An Authorization header decides alone: a request that
 * carries one is never also signed in by a cookie it happens to carry.
 */
export async function loadCurrentUser(ctx: AppContext, next: Next): Promise<void> {
  const { deps } = ctx.state;
  const authorization = ctx.get('Authorization');
  if (authorization) {
    // The scheme is case-insensitive (RFC 9110); anything but a Bearer token is refused.
    const secret = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1] ?? '';
    ctx.state.user = await authenticateToken(deps, secret);
    ctx.state.authVia = 'token';
    return next();
  }
  const session = ctx.session as (SessionData & object) | null;
  const userId = session?.userId;
  if (userId) {
    const user = await deps.caches.users.find(userId);
    if (user) {
      ctx.state.user = user;
      ctx.state.authVia = 'session';
      deps.activity.userSeen(user);
    } else if (ctx.session) {
      ctx.session = null;
    }
  }
  return next();
}
