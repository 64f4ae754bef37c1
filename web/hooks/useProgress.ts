import useSWR from 'swr';
import type { ProgressDto } from '../../core/contracts';
import { API } from '../../core/apiPaths';

export function useProgress() {
  const { data, error, isLoading, mutate } = useSWR<ProgressDto, Error>(API.progress);
  return { progress: data, error, isLoading, mutate };
}
