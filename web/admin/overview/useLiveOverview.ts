import { useEffect } from 'react';
import { ADMIN_API } from '../../../core/adminPaths';
import { useAdminRead } from '../shared/useAdminRead';
import { adminApi } from '../../lib/adminApi';

/** Scans on other instances reach the stream of their own instance only: asked again this often too. */
const REFRESH_MS = 15_000;

/** GET /api/admin/live, fetched again whenever the live stream says something was collected. */
export function useLiveOverview() {
  const { data, error, mutate } = useAdminRead(ADMIN_API.live, adminApi.live, { refreshInterval: REFRESH_MS, revalidateIfStale: true });
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(ADMIN_API.liveStream);
    source.addEventListener('live', () => void mutate());
    return () => source.close();
  }, [mutate]);
  return { live: data, error };
}
