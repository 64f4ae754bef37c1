import type { CurrentUser } from '../../db/rows';
import type { AppContext } from '../context';
import { forbidden, unauthorized } from '../errors';

/** The signed-in user, or 401. */
export function requireUser(ctx: AppContext): CurrentUser {
  const user = ctx.state.user;
  if (!user) throw unauthorized('Unauthorized');
  return user;
}

/** An admin, or 401 when signed out and 403 for role user. */
export function requireAdmin(ctx: AppContext): CurrentUser {
  const user = requireUser(ctx);
  if (user.role !== 'admin') throw forbidden('Administrator permissions required');
  return user;
}
