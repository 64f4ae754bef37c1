import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { ADMIN_API } from '../../../core/adminPaths';
import { useRefresh } from '../../hooks/useRefresh';

/** An admin cache key, or 'survey-responses' for every survey-responses key (filtered or not). */
export type AdminKey = string | 'survey-responses';

/** Every survey-responses key, with or without a questionnaire filter. */
function isSurveyResponsesKey(key: unknown): boolean {
  return typeof key === 'string' && key.startsWith(ADMIN_API.surveyResponses);
}

/**
 * After a change: revalidates the affected admin keys, analytics and code health. Mounted lists refetch at
 * once; the others lose their dedupe marker, so they refetch when next shown. Participant keys
 * (which never go stale on their own) are refetched into the cache now.
 */
export function useAdminRevalidate(): (keys: readonly AdminKey[], participantKeys?: readonly string[]) => Promise<void> {
  const { mutate } = useSWRConfig();
  const refresh = useRefresh();
  return useCallback(
    async (keys, participantKeys = []) => {
      const unique = [...new Set([...keys, ADMIN_API.analytics, ADMIN_API.health])];
      await Promise.allSettled([
        ...unique.map((key) => (key === 'survey-responses' ? mutate(isSurveyResponsesKey) : mutate(key))),
        refresh(participantKeys),
      ]);
    },
    [mutate, refresh],
  );
}
