import useSWR from 'swr';
import type { PieceDto } from '../../core/contracts';
import { API } from '../../core/apiPaths';

export function usePuzzles() {
  const { data, error, isLoading, mutate } = useSWR<PieceDto[], Error>(API.puzzles);
  return { puzzles: data, error, isLoading, mutate };
}
