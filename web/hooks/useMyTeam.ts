import useSWR from 'swr';
import type { MyTeamDto } from '../../core/teams';
import { API } from '../../core/apiPaths';

/** How often an open team page asks again for its team. */
export const TEAM_REFRESH_MS = 5000;

/**
 * The event's team settings and the caller's team (GET /api/team). With `live` (the team page),
 * it is read again every few seconds while the tab is visible (SWR pauses the timer in a hidden
 * tab), on return to the tab and on every mount, so a teammate's find shows without a reload.
 * Polling rather than a stream: the server has no team stream, a team page is open on a few
 * phones per team at most, and the read is small; the student's own scans refresh it at once
 * (useRefreshAfterScan).
 */
export function useMyTeam({ live = false }: { live?: boolean } = {}) {
  const { data, error, isLoading, mutate } = useSWR<MyTeamDto, Error>(
    API.team,
    live ? { refreshInterval: TEAM_REFRESH_MS, revalidateOnMount: true, revalidateOnFocus: true } : undefined,
  );
  return { myTeam: data, error, isLoading, mutate };
}
