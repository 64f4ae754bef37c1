import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness';

/** Production behind a TLS-terminating proxy: https PUBLIC_URL, TRUST_PROXY, Secure cookies. */
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://hunt.example.edu',
  TRUST_PROXY: 'true',
  SESSION_KEYS: randomBytes(32).toString('hex'),
  GOOGLE_CLIENT_ID: 'hunt-test-client',
  GOOGLE_CLIENT_SECRET: 'hunt-test-secret',
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(PRODUCTION);
});
afterAll(() => server.stop());

/** Starting a Google sign-in stores its state in a new session: the call sets the session cookie. */
const startSignIn = (headers: Record<string, string> = {}) => fetch(new URL('/api/login', server.url), { headers, redirect: 'manual' });

describe('a request the proxy did not mark as https', () => {
  it('answers 400 naming X-Forwarded-Proto (not a 500 about secure cookies), and sets no cookie', async () => {
    const response = await startSignIn();
    const body = await response.text();
    expect(response.status, body).toBe(400);
    expect(JSON.parse(body)).toEqual({ code: 'bad_request', message: expect.stringContaining('X-Forwarded-Proto: https') });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('answers the same when the proxy says the client came over plain http', async () => {
    const response = await startSignIn({ 'X-Forwarded-Proto': 'http' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain('X-Forwarded-Proto');
  });

  it('works with X-Forwarded-Proto: https: the sign-in starts and the session cookie is Secure', async () => {
    const response = await startSignIn({ 'X-Forwarded-Proto': 'https' });
    expect(response.status, await response.text()).toBe(302);
    expect(response.headers.get('location')).toBe('/api/connect/google');
    const cookies = response.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie.toLowerCase()).toContain('; secure');
  });

  it('leaves /healthz alone: a balancer health check comes without the header', async () => {
    const response = await fetch(new URL('/healthz', server.url));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });
});
