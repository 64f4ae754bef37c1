import { TEAM_API } from '../../core/teamPaths';
import useSWR from 'swr';
import type { DivisionsDto, MyTeamDto } from '../../core/teams';

// The event's teams and divisions as the student sees them: two reads the dashboard, the
// leaderboard and the team page share. One module, so one chunk: each shared chunk is one more
// entry in the landing's first script, which lists what every page preloads.

/**
 * The event's team settings and the caller's team (GET /api/team). With `live` (the team page),
 * it is read on every mount and on return to the tab; while the page is open, the hunt stream's
 * `event: team` reads it again the moment a teammate finds a piece or the team changes
 * (useHuntState), and the student's own scans do at once (useRefreshAfterScan).
 */
export function useMyTeam({ live = false }: { live?: boolean } = {}) {
  const { data, error, isLoading, mutate } = useSWR<MyTeamDto, Error>(TEAM_API.team, live ? { revalidateOnMount: true, revalidateOnFocus: true } : undefined);
  return { myTeam: data, error, isLoading, mutate };
}

/** The current event's divisions, who chooses them, and the caller's (GET /api/divisions). */
export function useDivisions() {
  const { data, error, isLoading, mutate } = useSWR<DivisionsDto, Error>(TEAM_API.divisions);
  return { divisions: data, error, isLoading, mutate };
}
