import useSWR from 'swr';
import type { ScoreDto } from '../../core/contracts';
import { TIMINGS } from '../../core/constants';
import { freshFor } from '../lib/swrConfig';
import { API } from '../../core/apiPaths';

/** The user's score; percentile stays null until the user has completed the collection. */
export function useScore() {
  const { data, error, isLoading, mutate } = useSWR<ScoreDto, Error>(API.score, freshFor(TIMINGS.scoreFreshness));
  return { score: data, error, isLoading, mutate };
}
