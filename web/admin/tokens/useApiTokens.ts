import useSWR from 'swr';
import type { ApiTokenDto } from '../../../core/admin';
import { ADMIN_API } from '../../../core/apiPaths';
import { TIMINGS } from '../../../core/constants';
import { freshFor } from '../../lib/swrConfig';

/** GET /api/admin/tokens, the signed-in admin's own API tokens: fresh for 30 s like the other admin lists; revoking revalidates it. */
export function useApiTokens() {
  const { data, error, isLoading, mutate } = useSWR<ApiTokenDto[], Error>(ADMIN_API.tokens, freshFor(TIMINGS.adminListFreshness));
  return { tokens: data, error, isLoading, mutate };
}
