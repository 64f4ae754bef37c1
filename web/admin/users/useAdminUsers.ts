import type { AdminUsersFilter } from '../../../core/admin';
import { ADMIN_API } from '../../../core/adminPaths';
import { TIMINGS } from '../../../core/constants';
import { ofEvent } from '../../../core/idPaths';
import { freshFor } from '../../lib/swrConfig';
import { useAdminRead } from '../shared/useAdminRead';
import { adminApi } from '../../lib/adminApi';

/** Whose accounts, with their standing in which event (the current one when none is named). */
export interface UsersScope {
  eventId?: number;
  filter?: AdminUsersFilter;
}

/**
 * GET /api/admin/users, everyone or a team's or a division's members; `null` waits until the
 * scope is known. Fresh for 30 s (docs/product.md, Common behaviour of the client); an admin
 * change to the users revalidates every filtered list with the plain one.
 */
export function useAdminUsers(scope: UsersScope | null = {}) {
  const { data, error, isLoading, mutate } = useAdminRead(
    scope && ofEvent(ADMIN_API.usersIn(scope.filter ?? {}), scope.eventId),
    () => adminApi.users(scope?.eventId, scope?.filter),
    freshFor(TIMINGS.adminListFreshness),
  );
  return { users: data, error, isLoading, mutate };
}
