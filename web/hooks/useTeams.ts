import { TEAM_API } from '../../core/teamPaths';
import useSWR from 'swr';
import type { DivisionsDto, MyTeamDto } from '../../core/teams';

// The event's teams and divisions as the student sees them: two reads the dashboard, the
// leaderboard and the team page share. One module, so one chunk: each shared chunk is one more
// entry in the landing's first script, which lists what every page preloads.

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
    TEAM_API.team,
    live ? { refreshInterval: TEAM_REFRESH_MS, revalidateOnMount: true, revalidateOnFocus: true } : undefined,
  );
  return { myTeam: data, error, isLoading, mutate };
}

/** The current event's divisions, who chooses them, and the caller's (GET /api/divisions). */
export function useDivisions() {
  const { data, error, isLoading, mutate } = useSWR<DivisionsDto, Error>(TEAM_API.divisions);
  return { divisions: data, error, isLoading, mutate };
}
