import useSWR from 'swr';
import type { UserDto } from '../../core/contracts';
import { getJson } from '../lib/api';
import { API } from '../lib/paths';

/** The signed-in user, or null when signed out (the API answers 401). */
export function useUser() {
  const { data, error, isLoading, mutate } = useSWR<UserDto | null, Error>(API.user, (path: string) =>
    getJson<UserDto>(path, { nullOn401: true }),
  );
  return { user: data ?? null, error, isLoading, mutate };
}
