import useSWR from 'swr';
import type { AdminUserDto } from '../../../core/admin';
import { ADMIN_API } from '../../../core/apiPaths';
import { TIMINGS } from '../../../core/constants';
import { freshFor } from '../../lib/swrConfig';

/** GET /api/admin/users: fresh for 30 s (docs/product.md, Common behaviour of the client), refetched when an admin change revalidates it. */
export function useAdminUsers() {
  const { data, error, isLoading, mutate } = useSWR<AdminUserDto[], Error>(ADMIN_API.users, freshFor(TIMINGS.adminListFreshness));
  return { users: data, error, isLoading, mutate };
}
