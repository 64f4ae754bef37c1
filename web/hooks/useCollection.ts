import useSWR from 'swr';
import type { CollectionEntryDto } from '../../core/contracts';
import { API } from '../../core/apiPaths';

export function useCollection() {
  const { data, error, isLoading, mutate } = useSWR<CollectionEntryDto[], Error>(API.collection);
  return { collection: data, error, isLoading, mutate };
}
