import { ADMIN_API } from '../../../core/adminPaths';
import { TIMINGS } from '../../../core/constants';
import { freshFor } from '../../lib/swrConfig';
import { useAdminRead } from '../shared/useAdminRead';
import { adminApi } from '../../lib/adminApi';

/** GET /api/admin/divisions?eventId=: one event's divisions, loaded once an event is chosen; a division change revalidates it. */
export function useAdminDivisions(eventId: number | undefined) {
  const { data, error, isLoading } = useAdminRead(
    eventId === undefined ? null : ADMIN_API.divisionsOf(eventId),
    () => (eventId === undefined ? Promise.resolve([]) : adminApi.divisions(eventId)),
    freshFor(TIMINGS.adminListFreshness),
  );
  return { divisions: data, error, isLoading };
}
