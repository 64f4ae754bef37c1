import { ADMIN_API } from '../../../core/adminPaths';
import { useAdminRead } from '../shared/useAdminRead';
import { adminApi } from '../../lib/adminApi';

/** GET /api/admin/config: the QR domains (the first is the default). Server configuration, read once. */
export function useAdminConfig() {
  const { data, error, isLoading } = useAdminRead(ADMIN_API.config, adminApi.config);
  return { config: data, error, isLoading };
}
