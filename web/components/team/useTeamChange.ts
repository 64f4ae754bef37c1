import { TEAM_API } from '../../../core/teamPaths';
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { API } from '../../../core/apiPaths';
import type { MyTeamDto, TeamDto } from '../../../core/teams';
import { failureWords } from '../../lib/api';

/**
 * Runs one change of the student's team (create, join, leave) and keeps the page's copies right:
 * the team read as the server answered (then read again, for `open` and the rest); and what the
 * dashboard shows is dropped, to be read when it next opens, since a team collects together. A
 * refusal is kept in `problem` in the server's words (a full team, a name taken, an unknown code),
 * or `fallback`; `change` answers whether it went through.
 */
export function useTeamChange() {
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const change = useCallback(
    async (send: () => Promise<TeamDto | null>, fallback: string): Promise<boolean> => {
      setBusy(true);
      setProblem(null);
      try {
        const team = await send();
        await mutate<MyTeamDto>(TEAM_API.team, (current) => (current ? { ...current, team } : current));
        for (const key of [API.collection, API.puzzles, API.score]) void mutate(key, undefined, { revalidate: false });
        return true;
      } catch (error) {
        setProblem(failureWords(error) || fallback);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [mutate],
  );
  return { change, busy, problem };
}
