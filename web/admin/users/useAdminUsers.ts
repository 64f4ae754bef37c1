import { ADMIN_API } from '../../../core/adminPaths';
import { TIMINGS } from '../../../core/constants';
import { freshFor } from '../../lib/swrConfig';
import { useAdminRead } from '../shared/useAdminRead';
import { adminApi } from '../../lib/adminApi';

/** GET /api/admin/users: fresh for 30 s (docs/product.md, Common behaviour of the client), refetched when an admin change revalidates it. */
export function useAdminUsers() {
  const { data, error, isLoading, mutate } = useAdminRead(ADMIN_API.users, () => adminApi.users(), freshFor(TIMINGS.adminListFreshness));
  return { users: data, error, isLoading, mutate };
}
