import type { ApiTokenDto } from './admin';

export type ApiTokenStatus = 'active' | 'revoked' | 'expired';

/** active until revoked or past its expiry, as the admin Overview and `hunt tokens list` show it. */
export function apiTokenStatus(token: Pick<ApiTokenDto, 'revokedAt' | 'expiresAt'>, now: Date = new Date()): ApiTokenStatus {
  if (token.revokedAt) return 'revoked';
  if (token.expiresAt && new Date(token.expiresAt) <= now) return 'expired';
  return 'active';
}
