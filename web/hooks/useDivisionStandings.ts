import { TEAM_API } from '../../core/teamPaths';
import useSWR from 'swr';
import type { DivisionStandingDto } from '../../core/teams';
import { boardViewReads } from '../lib/boardViews';

/** The divisions against each other, while they are `shown`. */
export function useDivisionStandings(shown: boolean) {
  const { data, error, isLoading } = useSWR<DivisionStandingDto[], Error>(shown ? TEAM_API.divisionStandings : null, boardViewReads);
  return { standings: data, error, isLoading };
}
