import type { Role } from '../../core/contracts';
import type { UserRow } from '../../db/rows';
import { conflict, notFound } from '../errors';
import { findUserWithCollectionCount, updateUserRole, type UserWithCollectionCount } from '../repos/users';
import type { Deps } from './types';

/**
 * Promotes or demotes a user. Every request checks the user's current role, so it applies at once.
 * Nobody changes their own role, so no admin can lock themselves (or the last admin) out.
 */
export async function changeUserRole(deps: Deps, actor: UserRow, userId: string, role: Role): Promise<UserWithCollectionCount> {
  if (actor.id === userId) throw conflict('You cannot change your own role');
  if (!(await updateUserRole(deps.db, userId, role))) throw notFound('User not found');
  // Other instances hear of it from the database; this one forgets its copy before answering.
  deps.caches.users.forget(userId);
  const user = await findUserWithCollectionCount(deps.db, userId);
  if (!user) throw notFound('User not found');
  return user;
}
