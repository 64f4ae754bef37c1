import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { ADMIN_API } from '../../../core/adminPaths';
import { useAdminRead } from '../shared/useAdminRead';
import { adminApi } from '../../lib/adminApi';

/** Scans on other instances reach the stream of their own instance only: asked again this often too. */
const REFRESH_MS = 15_000;

/**
 * GET /api/admin/live, fetched again whenever the live stream says something was collected, and
 * with it the Overview's number tiles (GET /api/admin/analytics), so they move with the feed.
 * The server says so once a second at most.
 */
export function useLiveOverview() {
  const { data, error, mutate } = useAdminRead(ADMIN_API.live, adminApi.live, { refreshInterval: REFRESH_MS, revalidateIfStale: true });
  const { mutate: mutateKey } = useSWRConfig();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(ADMIN_API.liveStream);
    source.addEventListener('live', () => {
      void mutate();
      void mutateKey(ADMIN_API.analytics);
    });
    return () => source.close();
  }, [mutate, mutateKey]);
  return { live: data, error };
}
