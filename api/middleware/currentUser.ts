import type { Next } from 'koa';
import type { AppContext, SessionData } from '../context';
import { findUserById, touchLastSeen } from '../repos/users';

/**
 * Resolves the signed-in user from the session on every request, so a logout, a deleted
 * user or a demotion takes effect on the very next request.
 */
export async function loadCurrentUser(ctx: AppContext, next: Next): Promise<void> {
  const { db } = ctx.state.deps;
  const session = ctx.session as (SessionData & object) | null;
  const userId = session?.userId;
  if (userId) {
    const user = await findUserById(db, userId);
    if (user) {
      ctx.state.user = user;
      ctx.state.authVia = 'session';
      await touchLastSeen(db, user.id);
    } else if (ctx.session) {
      ctx.session = null;
    }
  }
  return next();
}
