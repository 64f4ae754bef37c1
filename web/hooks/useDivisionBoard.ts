import { TEAM_API } from '../../core/teamPaths';
import useSWR from 'swr';
import type { LeaderboardDto } from '../../core/contracts';
import { boardViewReads } from '../lib/boardViews';

/** A division's board (the race board ranked within it); a null id reads nothing. */
export function useDivisionBoard(divisionId: number | null) {
  const { data, error, isLoading } = useSWR<LeaderboardDto, Error>(divisionId === null ? null : TEAM_API.divisionLeaderboard(divisionId), boardViewReads);
  return { board: data, error, isLoading };
}
