import { describe, expect, it } from 'vitest';
import { ConfigError, devLoginEnabled, loadConfig } from './config';

const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://hunt.campus.edu',
  TRUST_PROXY: 'true',
  SESSION_KEYS: 'k'.repeat(32),
  GOOGLE_CLIENT_ID: 'id',
  GOOGLE_CLIENT_SECRET: 'secret',
};

describe('loadConfig', () => {
  it('starts a fresh clone with no settings on the embedded database and development sign-in', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.qrDomains).toEqual(['http://localhost:3000']);
    expect(devLoginEnabled(config)).toBe(true);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ LEADERBOARD_EMAILS: 'some' })).toThrow(/LEADERBOARD_EMAILS/);
    expect(() => loadConfig({ SESSION_KEYS: 'short' })).toThrow(/SESSION_KEYS/);
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'only-id' })).toThrow(/GOOGLE_CLIENT_SECRET/);
  });

  it('refuses production without Google, PUBLIC_URL and SESSION_KEYS', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    for (const missing of ['GOOGLE_CLIENT_ID', 'PUBLIC_URL', 'SESSION_KEYS'] as const) {
      const env: Record<string, string> = { ...PRODUCTION };
      delete env[missing];
      expect(() => loadConfig(env)).toThrow(new RegExp(missing));
    }
    expect(devLoginEnabled(loadConfig(PRODUCTION))).toBe(false);
  });

  it('requires TRUST_PROXY for an https PUBLIC_URL, since the server itself speaks plain HTTP', () => {
    expect(() => loadConfig({ ...PRODUCTION, TRUST_PROXY: 'false' })).toThrow(/TRUST_PROXY/);
  });

  it('offers development sign-in only when PUBLIC_URL is this machine', () => {
    expect(devLoginEnabled(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3000' }))).toBe(true);
    expect(devLoginEnabled(loadConfig({ PUBLIC_URL: 'http://hunt.campus.edu' }))).toBe(false);
    expect(devLoginEnabled(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }))).toBe(false);
  });

  it('parses the comma lists', () => {
    const config = loadConfig({
      ADMIN_EMAILS: ' Boss@Campus.edu , helper@campus.edu',
      ALLOWED_EMAIL_DOMAINS: '@campus.edu, Alumni.campus.edu',
      QR_DOMAINS: 'https://hunt.campus.edu/, https://app.example.com',
    });
    expect(config.adminEmails).toEqual(['boss@campus.edu', 'helper@campus.edu']);
    expect(config.allowedEmailDomains).toEqual(['campus.edu', 'alumni.campus.edu']);
    expect(config.qrDomains).toEqual(['https://hunt.campus.edu', 'https://app.example.com']);
  });
});
