import useSWR from 'swr';
import type { DivisionsDto } from '../../core/teams';
import { API } from '../../core/apiPaths';

/** The current event's divisions, who chooses them, and the caller's (GET /api/divisions). */
export function useDivisions() {
  const { data, error, isLoading, mutate } = useSWR<DivisionsDto, Error>(API.divisions);
  return { divisions: data, error, isLoading, mutate };
}
