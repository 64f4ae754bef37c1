import { describe, expect, it } from 'vitest';
import { apiTokenStatus } from './apiTokens';

describe('apiTokenStatus', () => {
  const now = new Date('2026-05-01T00:00:00Z');

  it('is revoked, expired or active', () => {
    expect(apiTokenStatus({ revokedAt: '2026-04-01T00:00:00Z', expiresAt: null }, now)).toBe('revoked');
    expect(apiTokenStatus({ revokedAt: '2026-04-01T00:00:00Z', expiresAt: '2026-04-02T00:00:00Z' }, now)).toBe('revoked');
    expect(apiTokenStatus({ revokedAt: null, expiresAt: '2026-04-30T00:00:00Z' }, now)).toBe('expired');
    expect(apiTokenStatus({ revokedAt: null, expiresAt: '2026-05-01T00:00:00Z' }, now)).toBe('expired');
    expect(apiTokenStatus({ revokedAt: null, expiresAt: '2026-05-02T00:00:00Z' }, now)).toBe('active');
    expect(apiTokenStatus({ revokedAt: null, expiresAt: null }, now)).toBe('active');
  });
});
