import useSWR from 'swr';
import { API } from '../../core/apiPaths';
import type { UserDto } from '../../core/contracts';
import { api, ApiError } from '../lib/api';

/** Asks who is signed in: the user, or null when the API answers 401. */
export async function fetchUser(): Promise<UserDto | null> {
  try {
    return await api.user();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The signed-in user, or null when signed out (the API answers 401). */
export function useUser() {
  const { data, error, isLoading, mutate } = useSWR<UserDto | null, Error>(API.user, fetchUser);
  return { user: data ?? null, error, isLoading, mutate };
}
