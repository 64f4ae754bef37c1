import useSWR, { type SWRConfiguration } from 'swr';

/**
 * An organiser's read through the typed client (web/lib/adminApi.ts), which gives the answer
 * its type. The path stays SWR's key: it is what an admin change revalidates.
 */
export function useAdminRead<T>(path: string | null, read: () => Promise<T>, config?: SWRConfiguration) {
  return useSWR<T, Error>(path, read, config);
}
