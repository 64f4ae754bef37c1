import { TEAM_API } from '../../core/teamPaths';
import useSWR from 'swr';
import type { TeamBoardDto } from '../../core/teams';
import { boardViewReads } from '../lib/boardViews';

/** The team board, while it is `shown`. */
export function useTeamBoard(shown: boolean) {
  const { data, error, isLoading } = useSWR<TeamBoardDto, Error>(shown ? TEAM_API.teamLeaderboard : null, boardViewReads);
  return { board: data, error, isLoading };
}
