import useSWR from 'swr';
import type { ApiTokenDto } from '../../../core/admin';
import { TIMINGS } from '../../../core/constants';
import { freshFor } from '../../lib/swrConfig';

/** The signed-in admin's own API tokens; the path doubles as the SWR key. */
export const API_TOKENS_PATH = '/api/admin/tokens';
export const apiTokenPath = (id: number) => `${API_TOKENS_PATH}/${encodeURIComponent(String(id))}`;

export type ApiTokenStatus = 'active' | 'revoked' | 'expired';

/** active until revoked or past its expiry. */
export function apiTokenStatus(token: Pick<ApiTokenDto, 'revokedAt' | 'expiresAt'>, now: Date = new Date()): ApiTokenStatus {
  if (token.revokedAt) return 'revoked';
  if (token.expiresAt && new Date(token.expiresAt) <= now) return 'expired';
  return 'active';
}

/** GET /api/admin/tokens: fresh for 30 s like the other admin lists; revoking revalidates it. */
export function useApiTokens() {
  const { data, error, isLoading, mutate } = useSWR<ApiTokenDto[], Error>(API_TOKENS_PATH, freshFor(TIMINGS.adminListFreshness));
  return { tokens: data, error, isLoading, mutate };
}
