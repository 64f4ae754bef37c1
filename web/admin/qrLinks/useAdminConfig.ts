import useSWR from 'swr';
import type { AdminConfigDto } from '../../../core/admin';
import { ADMIN_API } from '../../../core/apiPaths';

/** GET /api/admin/config: the QR domains (the first is the default). Server configuration, read once. */
export function useAdminConfig() {
  const { data, error, isLoading } = useSWR<AdminConfigDto, Error>(ADMIN_API.config);
  return { config: data, error, isLoading };
}
