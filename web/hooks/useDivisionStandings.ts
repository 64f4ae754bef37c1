import useSWR from 'swr';
import type { DivisionStandingDto } from '../../core/teams';
import { API } from '../../core/apiPaths';
import { boardViewReads } from '../lib/boardViews';

/** The divisions against each other, while they are `shown`. */
export function useDivisionStandings(shown: boolean) {
  const { data, error, isLoading } = useSWR<DivisionStandingDto[], Error>(shown ? API.divisionStandings : null, boardViewReads);
  return { standings: data, error, isLoading };
}
