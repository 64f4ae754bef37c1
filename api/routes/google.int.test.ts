import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserDto } from '../../core/contracts';
import { TestClient } from '../testing/client';
import { startTestServer, type TestServer } from '../testing/harness';

/**
 * The real Google code flow (grant, state, nonce, PKCE, session transport) against a local
 * OpenID provider: no test needs the internet.
 */
let provider: OAuth2Server;
let issuer: string;
let server: TestServer;

const CLIENT_ID = 'hunt-test-client';

interface Profile {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
}

const profileFor = (email: string, extra: Partial<Profile> = {}): Profile => ({
  sub: `sub-${email}`,
  email,
  email_verified: true,
  given_name: 'Grace',
  family_name: 'Hopper',
  ...extra,
});

function location(response: Response): string {
  expect([302, 303], `expected a redirect, got ${response.status}`).toContain(response.status);
  const target = response.headers.get('location');
  if (!target) throw new Error('redirect without a Location header');
  return target;
}

/** Walks from /api/login to the provider's redirect back to our callback; returns that callback URL. */
async function toCallback(client: TestClient, returnTo: string): Promise<URL> {
  const login = await client.get(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  expect(location(login)).toBe('/api/connect/google');
  const authorize = new URL(location(await client.get('/api/connect/google')));
  expect(`${authorize.origin}${authorize.pathname}`).toBe(`${issuer}/authorize`);
  const toProvider = await client.get(authorize.href);
  const callback = new URL(location(toProvider));
  expect(`${callback.origin}${callback.pathname}`).toBe(`${server.url}/api/connect/google/callback`);
  return callback;
}

/** Follows our callback through grant to the final redirect; returns where it ends. */
async function finish(client: TestClient, callback: URL): Promise<Response> {
  const fromGrant = await client.get(`${callback.pathname}${callback.search}`);
  expect(location(fromGrant)).toBe('/api/auth/google/callback');
  return client.get('/api/auth/google/callback');
}

async function signInWithGoogle(client: TestClient, returnTo: string, profile: Profile): Promise<Response> {
  provider.service.once('beforeUserinfo', (userinfo) => {
    userinfo.body = { ...profile };
  });
  return finish(client, await toCallback(client, returnTo));
}

async function currentUser(client: TestClient): Promise<{ status: number; user?: UserDto }> {
  const response = await client.get('/api/auth/user');
  return response.status === 200 ? { status: 200, user: (await response.json()) as UserDto } : { status: response.status };
}

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, 'localhost');
  issuer = provider.issuer.url ?? '';
  if (!issuer) throw new Error('the OpenID provider did not report its issuer URL');
  server = await startTestServer({
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_CLIENT_SECRET: 'hunt-test-secret',
    GOOGLE_AUTHORIZE_URL: `${issuer}/authorize`,
    GOOGLE_TOKEN_URL: `${issuer}/token`,
    GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
    ADMIN_EMAILS: 'dean@campus.edu',
  });
});
afterAll(async () => {
  await server?.stop();
  await provider?.stop();
});

describe('Google sign-in', () => {
  it('walks the code flow with state, nonce and PKCE (S256) and lands on returnTo signed in', async () => {
    const client = new TestClient(server.url);
    const login = await client.get('/api/login?returnTo=/scan/INN001');
    expect(location(login)).toBe('/api/connect/google');
    const beforeSignIn = client.cookie('hunt.sid');
    expect(beforeSignIn, 'returnTo is kept in a session before sign-in').toBeDefined();

    const authorize = new URL(location(await client.get('/api/connect/google')));
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${issuer}/authorize`);
    const params = authorize.searchParams;
    expect(params.get('client_id')).toBe(CLIENT_ID);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('redirect_uri')).toBe(`${server.url}/api/connect/google/callback`);
    expect(params.get('scope')?.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
    expect(params.get('state')?.length).toBeGreaterThanOrEqual(16);
    expect(params.get('nonce')?.length).toBeGreaterThanOrEqual(16);
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('code_challenge_method')).toBe('S256');

    provider.service.once('beforeUserinfo', (userinfo) => {
      userinfo.body = profileFor('grace@campus.edu');
    });
    const callback = new URL(location(await client.get(authorize.href)));
    expect(callback.searchParams.get('state')).toBe(params.get('state'));
    expect(callback.searchParams.get('code')).toBeTruthy();
    const end = await finish(client, callback);
    expect(location(end)).toBe('/scan/INN001');

    expect(await currentUser(client)).toEqual({
      status: 200,
      user: { id: expect.any(String), email: 'grace@campus.edu', firstName: 'Grace', lastName: 'Hopper', role: 'user', profileImageUrl: null },
    });
    // A fresh session id at sign-in; the pre-sign-in one is gone from the store.
    const afterSignIn = client.cookie('hunt.sid');
    expect(afterSignIn).toBeDefined();
    expect(afterSignIn).not.toBe(beforeSignIn);
    const db = server.runtime.deps.db;
    expect(await db('sessions').where({ id: beforeSignIn }).first()).toBeUndefined();
    const row = await db('sessions').where({ id: afterSignIn }).first();
    // Nothing of grant's flow (tokens, state, verifier) is kept in the signed-in session.
    expect(Object.keys(row.data).filter((key) => !key.startsWith('_'))).toEqual(['userId']);
  });

  it('ignores query overrides on /api/connect/google (no dynamic provider settings)', async () => {
    const client = new TestClient(server.url);
    const evil = new URLSearchParams({ authorize_url: 'https://evil.example/authorize', redirect_uri: 'https://evil.example/cb', scope: 'openid' });
    const authorize = new URL(location(await client.get(`/api/connect/google?${evil}`)));
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${issuer}/authorize`);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${server.url}/api/connect/google/callback`);
    expect(authorize.searchParams.get('scope')?.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
  });

  it('does not sign in when the callback carries a wrong state', async () => {
    const client = new TestClient(server.url);
    provider.service.once('beforeUserinfo', (userinfo) => {
      userinfo.body = profileFor('forged-state@campus.edu');
    });
    const callback = await toCallback(client, '/dashboard');
    callback.searchParams.set('state', 'not-the-state-we-sent');
    const end = await finish(client, callback);
    expect(end.status).toBe(401);
    expect(await end.text()).toContain('Sign-in failed');
    expect(await currentUser(client)).toEqual({ status: 401 });
    expect(await server.runtime.deps.db('users').where({ email: 'forged-state@campus.edu' })).toHaveLength(0);
    provider.service.removeAllListeners('beforeUserinfo');
  });

  it('does not sign a browser in with a callback from a flow it never started (login CSRF)', async () => {
    const attacker = new TestClient(server.url);
    provider.service.once('beforeUserinfo', (userinfo) => {
      userinfo.body = profileFor('attacker@campus.edu');
    });
    const callback = await toCallback(attacker, '/');
    const victim = new TestClient(server.url);
    // grant finds no flow in the victim's session and refuses before exchanging the code.
    const response = await victim.get(`${callback.pathname}${callback.search}`);
    const next = location(response);
    if (next === '/api/auth/google/callback') expect((await victim.get(next)).status).toBe(401);
    else expect(next).toMatch(/^\/\?error=/);
    expect(await currentUser(victim)).toEqual({ status: 401 });
    expect(await server.runtime.deps.db('users').where({ email: 'attacker@campus.edu' })).toHaveLength(0);
    provider.service.removeAllListeners('beforeUserinfo');
  });

  it('ends at / for an unsafe returnTo', async () => {
    for (const returnTo of ['//evil.com', 'https://evil.com/x', '/\\evil.com']) {
      const client = new TestClient(server.url);
      const end = await signInWithGoogle(client, returnTo, profileFor('wanderer@campus.edu'));
      expect(location(end), returnTo).toBe('/');
      expect((await currentUser(client)).status).toBe(200);
    }
  });

  it('refuses an e-mail address the provider has not verified', async () => {
    const client = new TestClient(server.url);
    const end = await signInWithGoogle(client, '/', profileFor('unverified@campus.edu', { email_verified: false }));
    expect(end.status).toBe(403);
    expect(await end.text()).toContain('not verified');
    expect(await currentUser(client)).toEqual({ status: 401 });
    expect(await server.runtime.deps.db('users').where({ email: 'unverified@campus.edu' })).toHaveLength(0);
  });

  it('makes ADMIN_EMAILS admins', async () => {
    const client = new TestClient(server.url);
    const end = await signInWithGoogle(client, '/admin', profileFor('Dean@Campus.edu', { given_name: 'Dana', family_name: 'Dean' }));
    expect(location(end)).toBe('/admin');
    expect((await currentUser(client)).user).toMatchObject({ email: 'dean@campus.edu', role: 'admin', firstName: 'Dana' });
  });

  it('signs out again through /api/logout', async () => {
    const client = new TestClient(server.url);
    await signInWithGoogle(client, '/', profileFor('brief@campus.edu'));
    expect((await currentUser(client)).status).toBe(200);
    expect(location(await client.get('/api/logout'))).toBe('/');
    expect((await currentUser(client)).status).toBe(401);
  });
});
