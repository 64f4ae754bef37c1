import type { UserRow } from '../../db/rows';
import type { AppContext } from '../context';
import { AppError } from '../errors';

/** The signed-in user, or 401. */
export function requireUser(ctx: AppContext): UserRow {
  const user = ctx.state.user;
  if (!user) throw new AppError(401, 'unauthorized', 'Unauthorized');
  return user;
}

/** An admin, or 401 when signed out and 403 for role user. */
export function requireAdmin(ctx: AppContext): UserRow {
  const user = requireUser(ctx);
  if (user.role !== 'admin') throw new AppError(403, 'forbidden', 'Administrator permissions required');
  return user;
}
