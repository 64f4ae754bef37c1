import { ADMIN_API } from '../../../core/adminPaths';
import { TIMINGS } from '../../../core/constants';
import { freshFor } from '../../lib/swrConfig';
import { useAdminRead } from '../shared/useAdminRead';
import { adminApi } from '../../lib/adminApi';

/** GET /api/admin/teams?eventId=: one event's teams, loaded once an event is chosen; a team change revalidates it. */
export function useAdminTeams(eventId: number | undefined) {
  const { data, error, isLoading } = useAdminRead(
    eventId === undefined ? null : ADMIN_API.teamsOf(eventId),
    () => (eventId === undefined ? Promise.resolve([]) : adminApi.teams(eventId)),
    freshFor(TIMINGS.adminListFreshness),
  );
  return { teams: data, error, isLoading };
}
