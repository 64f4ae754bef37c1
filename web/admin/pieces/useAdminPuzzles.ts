import useSWR from 'swr';
import type { AdminPieceDto } from '../../../core/admin';
import { ADMIN_API } from '../../../core/apiPaths';
import { TIMINGS } from '../../../core/constants';
import { freshFor } from '../../lib/swrConfig';

/** GET /api/admin/puzzles: fresh for 30 s (docs/product.md, Common behaviour of the client), refetched when an admin change revalidates it. */
export function useAdminPuzzles() {
  const { data, error, isLoading, mutate } = useSWR<AdminPieceDto[], Error>(ADMIN_API.puzzles, freshFor(TIMINGS.adminListFreshness));
  return { pieces: data, error, isLoading, mutate };
}
