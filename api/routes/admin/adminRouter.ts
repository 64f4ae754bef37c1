import Router from '@koa/router';
import type { UserRow } from '../../../db/rows';
import type { AppContext, AppState } from '../../context';
import { requireAdmin } from '../../policies/roles';

/**
 * A router for the organiser's API: every route added to it answers 401 signed out and 403 to
 * role user before its handler runs, so before any body is read or validated.
 *
 * @koa/router runs `router.use()` middleware only for a request that matched one of this
 * router's own routes, path and method (a 404, a 405 or another router's route never reaches
 * it), and in the order it was added: first here, so before every route.
 */
export function adminRouter(): Router<AppState> {
  const router = new Router<AppState>();
  router.use((ctx, next) => {
    requireAdmin(ctx);
    return next();
  });
  return router;
}

/**
 * The admin a route acts as (their own tokens, their own row on the board, who changes a role).
 * adminRouter()'s check has let only an admin this far; anything else is a route mounted
 * without it, a programming error, never the caller's.
 */
export function adminOf(ctx: AppContext): UserRow {
  const user = ctx.state.user;
  if (user?.role !== 'admin') throw new Error('adminOf() read on a route without the admin check');
  return user;
}
