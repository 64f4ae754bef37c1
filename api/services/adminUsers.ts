import type { Role } from '../../core/contracts';
import type { UserRow } from '../../db/rows';
import { conflict, forbidden, notFound } from '../errors';
import { holdErasureLock } from '../repos/erasure';
import { findUserWithCollectionCount, lockUserForUpdate, updateUserRole, type UserWithCollectionCount } from '../repos/users';
import type { Deps } from '../deps';

/**
 * Promotes or demotes a user. Every request checks the user's current role, so it applies at once.
 * Nobody changes their own role, so no admin can lock themselves (or the last admin) out.
 */
export async function changeUserRole(deps: Deps, actor: UserRow, userId: string, role: Role): Promise<UserWithCollectionCount> {
  if (actor.id === userId) throw conflict('You cannot change your own role');
  const changed = await deps.db.transaction(async (trx) => {
    // One at a time with erasures, and only while the actor is still an admin: an organiser
    // erasing the other while being demoted by them would otherwise leave no administrator.
    await holdErasureLock(trx);
    if ((await lockUserForUpdate(trx, actor.id))?.role !== 'admin') throw forbidden();
    return updateUserRole(trx, userId, role);
  });
  if (!changed) throw notFound('User not found');
  // Other instances hear of it from the database; this one forgets its copy before answering.
  deps.caches.users.forget(userId);
  const user = await findUserWithCollectionCount(deps.db, userId, deps.caches.events.currentEventId());
  if (!user) throw notFound('User not found');
  return user;
}
