import useSWR from 'swr';
import type { EventDto } from '../../../core/admin';
import { ADMIN_API } from '../../../core/apiPaths';
import { TIMINGS } from '../../../core/constants';
import { freshFor } from '../../lib/swrConfig';

/** GET /api/admin/events: fresh for 30 s (docs/product.md, Common behaviour of the client), refetched when an admin change revalidates it. */
export function useAdminEvents() {
  const { data, error, isLoading, mutate } = useSWR<EventDto[], Error>(ADMIN_API.events, freshFor(TIMINGS.adminListFreshness));
  return { events: data, error, isLoading, mutate };
}
