import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserDto } from '../../core/contracts';
import { TestClient } from '../testing/client';
import { startTestServer, type TestServer } from '../testing/harness';

let server: TestServer;

const db = () => server.runtime.deps.db;
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };

function formPost(client: TestClient, fields: Record<string, string>) {
  return client.request('POST', '/api/auth/dev-login', { body: new URLSearchParams(fields).toString(), headers: FORM });
}

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: 'Boss@Campus.edu, second@campus.edu' });
});
afterAll(() => server.stop());

describe('development sign-in', () => {
  it('GET /api/auth/user answers 401 signed out, then 200 with the user after dev-login', async () => {
    const client = new TestClient(server.url);
    const before = await client.get('/api/auth/user');
    expect(before.status).toBe(401);
    expect(await before.json()).toEqual({ message: 'Unauthorized', code: 'unauthorized' });

    const login = await client.post('/api/auth/dev-login', { email: 'Jane.Doe@Campus.edu', firstName: 'Jane', lastName: 'Doe' });
    expect(login.status).toBe(200);
    const user = (await login.json()) as UserDto;
    expect(user).toEqual({
      id: expect.any(String),
      email: 'jane.doe@campus.edu',
      firstName: 'Jane',
      lastName: 'Doe',
      role: 'user',
      profileImageUrl: null,
      declarationsAccepted: false,
      firstSignIn: true,
    });
    const cookie = login.headers.getSetCookie().find((line) => line.startsWith('hunt.sid='));
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);

    const after = await client.get('/api/auth/user');
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual(user);
  });

  it('validates the dev-login JSON: 400 naming the field', async () => {
    const client = new TestClient(server.url);
    for (const body of [{ email: 'not-an-email' }, {}, { email: 'ok@campus.edu', firstName: 42 }]) {
      const response = await client.post('/api/auth/dev-login', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const error = (await response.json()) as { message: string; code: string };
      expect(error.code).toBe('bad_request');
      expect(error.message).toMatch(/^(email|firstName): /);
    }
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });

  it('makes ADMIN_EMAILS admins (case-insensitive) and everyone else a user', async () => {
    const boss = await new TestClient(server.url).signIn('boss@campus.edu');
    expect(boss.role).toBe('admin');
    const second = await new TestClient(server.url).signIn('Second@Campus.edu');
    expect(second.role).toBe('admin');
    const plain = await new TestClient(server.url).signIn('plain@campus.edu');
    expect(plain.role).toBe('user');
    expect((await db()('users').where({ email: 'boss@campus.edu' }).first()).role).toBe('admin');
  });

  it('gives the session a new id at sign-in and forgets the old one', async () => {
    const client = new TestClient(server.url);
    await client.signIn('fixation@campus.edu');
    const first = client.cookie('hunt.sid');
    expect(first).toMatch(/^[\w-]{43,}$/);
    const row = await db()('sessions').where({ id: first }).first();
    expect(row?.user_id).toBe((await db()('users').where({ email: 'fixation@campus.edu' }).first()).id);

    await client.signIn('fixation-two@campus.edu');
    const second = client.cookie('hunt.sid');
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect(await db()('sessions').where({ id: first }).first()).toBeUndefined();
    const secondRow = await db()('sessions').where({ id: second }).first();
    expect(secondRow?.user_id).toBe((await db()('users').where({ email: 'fixation-two@campus.edu' }).first()).id);
  });

  it('GET /api/logout ends the session: redirect to /, row deleted, old cookie useless', async () => {
    const client = new TestClient(server.url);
    await client.signIn('leaver@campus.edu');
    const sid = client.cookie('hunt.sid');
    const sig = client.cookie('hunt.sid.sig');
    expect(await db()('sessions').where({ id: sid }).first()).toBeDefined();

    const logout = await client.get('/api/logout');
    expect(logout.status).toBe(302);
    expect(logout.headers.get('location')).toBe('/');
    expect(client.cookie('hunt.sid')).toBeUndefined();
    expect((await client.get('/api/auth/user')).status).toBe(401);
    expect(await db()('sessions').where({ id: sid }).first()).toBeUndefined();

    // Replaying the old cookie does not bring the session back: it lives on the server.
    const replay = await new TestClient(server.url).get('/api/auth/user', { Cookie: `hunt.sid=${sid}; hunt.sid.sig=${sig}` });
    expect(replay.status).toBe(401);
  });

  it('asks before signing out a student whom another site sent to GET /api/logout', async () => {
    const client = new TestClient(server.url);
    const user = await client.signIn('lured@campus.edu');
    for (const site of ['cross-site', 'same-site']) {
      const lured = await client.get('/api/logout', { 'Sec-Fetch-Site': site });
      expect(lured.status).toBe(200);
      expect(lured.headers.get('content-type')).toContain('text/html');
      const html = await lured.text();
      expect(html).toContain('<form method="post" action="/api/logout"><button type="submit">Sign out</button></form>');
      expect(html).toContain('Another site sent you here.');
      // The page has no script, and its form may post only to this origin.
      expect(html).not.toContain('<script');
      expect(lured.headers.get('content-security-policy')).toContain("form-action 'self'");
    }
    expect(((await (await client.get('/api/auth/user')).json()) as UserDto).id).toBe(user.id);

    // The confirmation's button posts the form from this origin, which signs out.
    const confirmed = await client.request('POST', '/api/logout', {
      body: '',
      headers: { ...FORM, 'Sec-Fetch-Site': 'same-origin', Origin: server.url },
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe('/');
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });

  it('refuses a sign-out posted by another site', async () => {
    const client = new TestClient(server.url);
    await client.signIn('posted@campus.edu');
    const forged = await client.request('POST', '/api/logout', { body: '', headers: { ...FORM, 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' } });
    expect(forged.status).toBe(403);
    expect((await client.get('/api/auth/user')).status).toBe(200);
    // The header's link, followed on this site or typed in, still signs out at once.
    expect((await client.get('/api/logout', { 'Sec-Fetch-Site': 'same-origin' })).status).toBe(302);
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });

  it('ignores a session cookie whose signature does not match', async () => {
    const client = new TestClient(server.url);
    await client.signIn('signed@campus.edu');
    const sid = client.cookie('hunt.sid');
    const sig = client.cookie('hunt.sid.sig');
    const cookie = (signature: string) => ({ Cookie: `hunt.sid=${sid}; hunt.sid.sig=${signature}` });
    expect((await new TestClient(server.url).get('/api/auth/user', cookie(sig ?? ''))).status).toBe(200);
    expect((await new TestClient(server.url).get('/api/auth/user', cookie('forged-signature'))).status).toBe(401);
    expect((await new TestClient(server.url).get('/api/auth/user', { Cookie: `hunt.sid=${sid}` })).status).toBe(401);
  });

  it('redirects a form sign-in to its returnTo and signs in', async () => {
    const client = new TestClient(server.url);
    const response = await formPost(client, { email: 'former@campus.edu', firstName: '', lastName: '', returnTo: '/scan/INN001?x=1' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/scan/INN001?x=1');
    const user = (await (await client.get('/api/auth/user')).json()) as UserDto;
    expect(user).toMatchObject({ email: 'former@campus.edu', firstName: null, lastName: null });
  });

  it("sends an organiser's form sign-in without a page to the panel, and a student's to /", async () => {
    const organiser = await formPost(new TestClient(server.url), { email: 'second@campus.edu' });
    expect([organiser.status, organiser.headers.get('location')]).toEqual([302, '/admin']);
    const asked = await formPost(new TestClient(server.url), { email: 'second@campus.edu', returnTo: '/scanner' });
    expect(asked.headers.get('location')).toBe('/scanner');
    const student = await formPost(new TestClient(server.url), { email: 'student.home@campus.edu' });
    expect(student.headers.get('location')).toBe('/');
  });

  it('redirects a form sign-in with an unsafe returnTo to /', async () => {
    for (const returnTo of ['//evil.com', 'https://evil.com', '/\\evil.com', 'javascript:alert(1)']) {
      const client = new TestClient(server.url);
      const response = await formPost(client, { email: 'unsafe@campus.edu', returnTo });
      expect(response.status, returnTo).toBe(302);
      expect(response.headers.get('location'), returnTo).toBe('/');
      expect((await client.get('/api/auth/user')).status).toBe(200);
    }
  });

  it('GET /api/login shows the development form carrying only a safe returnTo', async () => {
    const client = new TestClient(server.url);
    const safe = await client.get('/api/login?returnTo=/scan/INN001');
    expect(safe.status).toBe(200);
    expect(safe.headers.get('content-type')).toContain('text/html');
    const page = await safe.text();
    expect(page).toContain('Development sign-in');
    expect(page).toContain('name="returnTo" value="/scan/INN001"');
    const unsafe = await (await client.get('/api/login?returnTo=//evil.com')).text();
    expect(unsafe).toContain('name="returnTo" value="/"');
  });
});

describe('ALLOWED_EMAIL_DOMAINS', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ ALLOWED_EMAIL_DOMAINS: 'campus.edu,@staff.campus.edu' });
  });
  afterAll(() => limited.stop());

  it('refuses other domains with 403 and creates no user', async () => {
    const client = new TestClient(limited.url);
    const json = await client.post('/api/auth/dev-login', { email: 'outsider@gmail.com' });
    expect(json.status).toBe(403);
    expect(await json.json()).toMatchObject({ code: 'forbidden', message: expect.stringContaining('campus.edu') });
    const form = await formPost(client, { email: 'outsider@campus.edu.evil.com', returnTo: '/' });
    expect(form.status).toBe(403);
    expect(form.headers.get('content-type')).toContain('text/html');
    expect(await form.text()).toContain('Sign-in refused');
    expect((await client.get('/api/auth/user')).status).toBe(401);
    expect(await limited.runtime.deps.db('users').whereIn('email', ['outsider@gmail.com', 'outsider@campus.edu.evil.com'])).toHaveLength(0);
  });

  it('accepts the listed domains', async () => {
    expect((await new TestClient(limited.url).signIn('student@campus.edu')).role).toBe('user');
    expect((await new TestClient(limited.url).signIn('Teacher@Staff.Campus.edu')).role).toBe('user');
  });
});

const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://hunt.example.edu',
  TRUST_PROXY: 'true',
  GOOGLE_CLIENT_ID: 'client-id',
  GOOGLE_CLIENT_SECRET: 'client-secret',
  SESSION_KEYS: 'pF41MZzUI8AJAMWTGK0IGF9pLBzqotPQ',
};
const PROXIED = { 'X-Forwarded-Proto': 'https', Host: 'hunt.example.edu' };

describe('production', () => {
  it('has no development sign-in: dev-login 404, /api/login goes to Google', async () => {
    const production = await startTestServer(PRODUCTION);
    try {
      const client = new TestClient(production.url);
      const devLogin = await client.post('/api/auth/dev-login', { email: 'sneaky@campus.edu' }, { ...PROXIED, Origin: PRODUCTION.PUBLIC_URL });
      expect(devLogin.status).toBe(404);
      expect(await devLogin.json()).toEqual({ message: 'Not found', code: 'not_found' });
      const login = await client.get('/api/login', PROXIED);
      expect(login.status).toBe(302);
      expect(login.headers.get('location')).toBe('/api/connect/google');
      expect(await production.runtime.deps.db('users')).toHaveLength(0);
    } finally {
      await production.stop();
    }
  });

  it('does not start on an http PUBLIC_URL or a published or predictable session key, and names the setting', () => {
    const refusals: [Record<string, string>, RegExp][] = [
      [{ PUBLIC_URL: 'http://hunt.example.edu', TRUST_PROXY: 'false' }, /PUBLIC_URL: PUBLIC_URL must be an https:\/\/ address/],
      [{ SESSION_KEYS: 'change-me-to-a-long-random-string-of-32-chars-or-more' }, /SESSION_KEYS: a SESSION_KEYS key is the published example/],
      [{ SESSION_KEYS: 'x'.repeat(36) }, /SESSION_KEYS: a SESSION_KEYS key is too predictable/],
    ];
    for (const [weakness, named] of refusals) {
      // `npm start`'s own entry point, as an operator would run it.
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'api/start.ts'], {
        env: { PATH: process.env.PATH, ...PRODUCTION, ...weakness, PORT: '0', LOG_LEVEL: 'silent' },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(run.status, run.stderr).toBe(1);
      expect(run.stderr).toMatch(named);
    }
  });
});

describe('behind an https proxy (PUBLIC_URL https, TRUST_PROXY=true)', () => {
  it('sets a Secure session cookie and HSTS', async () => {
    const https = await startTestServer({
      PUBLIC_URL: 'https://hunt.example.edu',
      SESSION_KEYS: PRODUCTION.SESSION_KEYS,
      TRUST_PROXY: 'true',
      GOOGLE_CLIENT_ID: 'client',
      GOOGLE_CLIENT_SECRET: 'secret',
    });
    try {
      const client = new TestClient(https.url);
      const proxied = { 'X-Forwarded-Proto': 'https', Host: 'hunt.example.edu' };
      const login = await client.get('/api/login?returnTo=/scanner', proxied);
      expect(login.status).toBe(302);
      expect(login.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      // Secure, and __Host- prefixed: the browser keeps it to this host, no subdomain can plant one.
      const cookie = login.headers.getSetCookie().find((line) => line.startsWith('__Host-hunt.sid='));
      expect(cookie).toMatch(/;\s*secure/i);
      expect(cookie).toMatch(/;\s*path=\/;/i);
      expect(cookie).not.toMatch(/domain=/i);
      expect(login.headers.getSetCookie().some((line) => line.startsWith('hunt.sid='))).toBe(false);
      // The Origin check follows PUBLIC_URL's origin, not the address the request reached.
      const crossOrigin = await client.post('/api/scan', { code: 'X' }, { ...proxied, Origin: https.url });
      expect(crossOrigin.status).toBe(403);
    } finally {
      await https.stop();
    }
  });
});

describe('system', () => {
  it('GET /healthz answers 200 {ok: true}', async () => {
    const response = await new TestClient(server.url).get('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('answers 404 JSON for an unknown /api path', async () => {
    const client = new TestClient(server.url);
    for (const [method, path] of [['GET', '/api/nothing-here'], ['POST', '/api/nothing/here']] as const) {
      const response = await client.request(method, path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ message: 'Not found', code: 'not_found' });
    }
  });

  it('answers 405 JSON for a known /api path called with the wrong method', async () => {
    const response = await new TestClient(server.url).request('DELETE', '/api/puzzles');
    expect(response.status).toBe(405);
    expect(await response.json()).toEqual({ message: 'Method not allowed', code: 'method_not_allowed' });
  });

  it('sends security headers: CSP without inline script, nosniff, strict-origin-when-cross-origin', async () => {
    const client = new TestClient(server.url);
    // A page, a redirect and a refusal: helmet's whole set.
    for (const path of ['/', '/api/auth/user', '/api/login']) {
      const response = await client.get(path);
      const csp = response.headers.get('content-security-policy') ?? '';
      const scriptSrc = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src'));
      expect(scriptSrc, path).toBe("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      // http PUBLIC_URL: no HSTS.
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
    // A JSON answer: a policy that allows nothing, nosniff, and none of the headers only pages read.
    const json = await client.get('/healthz');
    expect(json.headers.get('content-type')).toMatch(/json/);
    expect(json.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(json.headers.get('x-content-type-options')).toBe('nosniff');
    expect(json.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(json.headers.get('referrer-policy')).toBeNull();
    expect(json.headers.get('x-frame-options')).toBeNull();
  });
});
