import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { ADMIN_API } from '../../../core/adminPaths';
import { useRefresh } from '../../hooks/useRefresh';
import { isReadOf, type AdminKey } from './adminKeys';

/**
 * After a change: revalidates the affected admin keys (each with its filtered reads), analytics
 * and code health. Mounted lists refetch at once; the others lose their dedupe marker, so they
 * refetch when next shown. Participant keys (which never go stale on their own) are refetched
 * into the cache now.
 */
export function useAdminRevalidate(): (keys: readonly AdminKey[], participantKeys?: readonly string[]) => Promise<void> {
  const { mutate } = useSWRConfig();
  const refresh = useRefresh();
  return useCallback(
    async (keys, participantKeys = []) => {
      const unique = [...new Set([...keys, ADMIN_API.analytics, ADMIN_API.health])];
      await Promise.allSettled([
        ...unique.map((path) => mutate((key) => isReadOf(path, key))),
        refresh(participantKeys),
      ]);
    },
    [mutate, refresh],
  );
}
