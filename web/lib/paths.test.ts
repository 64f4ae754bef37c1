import { describe, expect, it } from 'vitest';
import { loginUrl } from './paths';

describe('loginUrl', () => {
  it('names the page to come back to, and the declarations ticked on the landing', () => {
    expect(loginUrl()).toBe('/api/login');
    expect(loginUrl('/scan/INN001')).toBe('/api/login?returnTo=%2Fscan%2FINN001');
    expect(loginUrl(undefined, true)).toBe('/api/login?declarations=accepted');
    expect(loginUrl('/leaderboard', true)).toBe('/api/login?returnTo=%2Fleaderboard&declarations=accepted');
    expect(loginUrl(undefined, true, 'oidc')).toBe('/api/login?declarations=accepted&provider=oidc');
  });
});
