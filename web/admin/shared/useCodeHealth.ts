import { ADMIN_API } from '../../../core/adminPaths';
import type { CodeHealthFlag } from '../../../core/codeHealth';
import { useAdminRead } from './useAdminRead';
import { adminApi } from '../../lib/adminApi';

/** How often the panel asks again: a code goes missing over minutes, not seconds. */
const REFRESH_MS = 30_000;

/** GET /api/admin/health, asked again every 30 s while a section that shows it is open. */
export function useCodeHealth() {
  const { data, error, isLoading } = useAdminRead(ADMIN_API.health, adminApi.health, { refreshInterval: REFRESH_MS, revalidateIfStale: true });
  return { flags: data?.flags, error, isLoading };
}

/** The flags about one piece, or one questionnaire. */
export function flagsFor(flags: readonly CodeHealthFlag[] | undefined, target: { pieceId: number } | { questionnaireId: number }): CodeHealthFlag[] {
  return (flags ?? [])
    .filter((flag) => ('pieceId' in target ? 'pieceId' in flag && flag.pieceId === target.pieceId : 'questionnaireId' in flag && flag.questionnaireId === target.questionnaireId));
}
