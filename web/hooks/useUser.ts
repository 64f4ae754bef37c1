import useSWR from 'swr';
import type { UserDto } from '../../core/contracts';
import { getJson } from '../lib/api';
import { API } from '../../core/apiPaths';

/** Asks who is signed in: the user, or null when the API answers 401. */
export function fetchUser(path: string): Promise<UserDto | null> {
  return getJson<UserDto>(path, { nullOn401: true });
}

/** The signed-in user, or null when signed out (the API answers 401). */
export function useUser() {
  const { data, error, isLoading, mutate } = useSWR<UserDto | null, Error>(API.user, fetchUser);
  return { user: data ?? null, error, isLoading, mutate };
}
