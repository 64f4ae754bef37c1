import { describe, expect, it } from 'vitest';
import { ConfigError, devLoginEnabled, loadConfig } from './config';

const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://hunt.campus.edu',
  TRUST_PROXY: 'true',
  SESSION_KEYS: 'pF41MZzUI8AJAMWTGK0IGF9pLBzqotPQ',
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
    expect(() => loadConfig({ METRICS_TOKEN: 'too-short-to-be-a-secret' })).toThrow(/METRICS_TOKEN/);
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

  it('takes an OpenID Connect provider beside Google or instead of it, all three settings or none', () => {
    const oidc = { OIDC_ISSUER: 'https://login.campus.edu/realms/campus', OIDC_CLIENT_ID: 'hunt', OIDC_CLIENT_SECRET: 'secret' };
    expect(loadConfig(oidc).oidc).toEqual({ issuer: oidc.OIDC_ISSUER, clientId: 'hunt', clientSecret: 'secret', label: 'Single sign-on' });
    expect(loadConfig({ ...oidc, OIDC_LABEL: ' University login ' }).oidc?.label).toBe('University login');
    expect(devLoginEnabled(loadConfig(oidc))).toBe(false);
    expect(() => loadConfig({ OIDC_ISSUER: oidc.OIDC_ISSUER, OIDC_CLIENT_ID: 'hunt' })).toThrow(/OIDC_ISSUER: set all of OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET/);
    expect(() => loadConfig({ ...oidc, OIDC_ISSUER: 'login.campus.edu' })).toThrow(/OIDC_ISSUER must be the issuer URL/);
    const withoutGoogle: Record<string, string> = { ...PRODUCTION, ...oidc };
    delete withoutGoogle.GOOGLE_CLIENT_ID;
    delete withoutGoogle.GOOGLE_CLIENT_SECRET;
    expect(loadConfig(withoutGoogle).google).toBeNull();
    expect(() => loadConfig({ ...withoutGoogle, OIDC_ISSUER: '' })).toThrow(/a sign-in provider is required in production/);
  });

  it('refuses weak production settings, naming the setting', () => {
    expect(() => loadConfig({ ...PRODUCTION, PUBLIC_URL: 'http://hunt.campus.edu', TRUST_PROXY: 'false' })).toThrow(
      /PUBLIC_URL: PUBLIC_URL must be an https:\/\/ address in production/,
    );
    for (const key of [
      'development-only-session-key-not-for-production',
      'change-me-to-a-long-random-string-of-32-chars-or-more',
      'k'.repeat(36),
      'passwordpasswordpasswordpassword',
    ]) {
      expect(() => loadConfig({ ...PRODUCTION, SESSION_KEYS: key }), key).toThrow(/SESSION_KEYS: a SESSION_KEYS key is/);
      // One weak key among good ones is still refused: any key verifies a cookie.
      expect(() => loadConfig({ ...PRODUCTION, SESSION_KEYS: `${PRODUCTION.SESSION_KEYS},${key}` }), key).toThrow(/SESSION_KEYS/);
    }
    // Outside production the same settings start, for a local try-out.
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000', SESSION_KEYS: 'k'.repeat(36) }).sessionKeys).toEqual(['k'.repeat(36)]);
  });

  it('falls back to the published development key only when PUBLIC_URL is this machine', () => {
    for (const url of ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000']) {
      for (const env of ['development', 'test'] as const) {
        expect(loadConfig({ NODE_ENV: env, PUBLIC_URL: url }).sessionKeys, `${env} ${url}`).toEqual(['development-only-session-key-not-for-production']);
      }
    }
    expect(loadConfig({}).sessionKeys).toEqual(['development-only-session-key-not-for-production']);
    for (const url of ['http://hunt.campus.edu', 'http://192.168.1.20:3000', 'https://hunt.campus.edu', 'http://localhost.campus.edu', 'http://127.0.0.1.nip.io']) {
      for (const env of ['development', 'test'] as const) {
        const settings = { NODE_ENV: env, PUBLIC_URL: url, TRUST_PROXY: 'true' };
        expect(() => loadConfig(settings), `${env} ${url}`).toThrow(ConfigError);
        expect(() => loadConfig(settings), `${env} ${url}`).toThrow(/SESSION_KEYS: SESSION_KEYS is required when PUBLIC_URL is not this machine/);
        expect(loadConfig({ ...settings, SESSION_KEYS: PRODUCTION.SESSION_KEYS }).sessionKeys).toEqual([PRODUCTION.SESSION_KEYS]);
      }
    }
  });

  it('refuses a published key for a PUBLIC_URL others can reach, in every environment', () => {
    for (const key of ['development-only-session-key-not-for-production', 'change-me-to-a-long-random-string-of-32-chars-or-more']) {
      for (const env of ['development', 'test'] as const) {
        const settings = { NODE_ENV: env, PUBLIC_URL: 'http://hunt.campus.edu', SESSION_KEYS: `${PRODUCTION.SESSION_KEYS},${key}` };
        expect(() => loadConfig(settings), `${env} ${key}`).toThrow(/SESSION_KEYS: a SESSION_KEYS key is the published example/);
        // On this machine it is still a local try-out's key.
        expect(loadConfig({ ...settings, PUBLIC_URL: 'http://localhost:3000' }).sessionKeys).toContain(key);
      }
      expect(() => loadConfig({ ...PRODUCTION, SESSION_KEYS: key })).toThrow(/SESSION_KEYS: a SESSION_KEYS key is the published example/);
    }
  });

  it('prefixes the session cookie with __Host- when it is Secure', () => {
    expect(loadConfig(PRODUCTION).sessionCookie).toBe('__Host-hunt.sid');
    expect(loadConfig({}).sessionCookie).toBe('hunt.sid');
  });

  it('requires TRUST_PROXY for an https PUBLIC_URL, since the server itself speaks plain HTTP', () => {
    expect(() => loadConfig({ ...PRODUCTION, TRUST_PROXY: 'false' })).toThrow(/TRUST_PROXY/);
  });

  it('offers development sign-in only when PUBLIC_URL is this machine', () => {
    expect(devLoginEnabled(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3000' }))).toBe(true);
    expect(devLoginEnabled(loadConfig({ PUBLIC_URL: 'http://hunt.campus.edu', SESSION_KEYS: PRODUCTION.SESSION_KEYS }))).toBe(false);
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
