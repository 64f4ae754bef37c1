import { describe, expect, it } from 'vitest';
import { TestClient } from './client';
import type { IdTokenScript } from './openIdProvider';
import { connectPath, currentUser, finish, location, profileFor, signedInPath, signInWith, toCallback, type SignInFlow } from './signInFlow';

/**
 * The cases every sign-in provider must pass, Google's (routes/google.int.test.ts) and the
 * OpenID Connect one's (routes/oidc.int.test.ts): one flow, the provider its parameter. The
 * server must list ADMIN_EMAILS=dean@campus.edu and ALLOWED_EMAIL_DOMAINS=campus.edu.
 */
export function providerSignInCases(name: string, clientId: string, flow: () => SignInFlow): void {
  describe(`${name} sign-in`, () => {
    it('walks the code flow with state, nonce and PKCE (S256) and lands on returnTo signed in', async () => {
      const client = new TestClient(flow().server.url);
      const login = await client.get(`/api/login?returnTo=/scan/INN001${flow().loginQuery}`);
      expect(location(login)).toBe(connectPath(flow()));
      const beforeSignIn = client.cookie('hunt.sid');
      expect(beforeSignIn, 'returnTo is kept in a session before sign-in').toBeDefined();

      const authorize = new URL(location(await client.get(connectPath(flow()))));
      expect(`${authorize.origin}${authorize.pathname}`).toBe(`${flow().provider.url}/authorize`);
      const params = authorize.searchParams;
      expect(params.get('client_id')).toBe(clientId);
      expect(params.get('response_type')).toBe('code');
      expect(params.get('redirect_uri')).toBe(`${flow().server.url}${connectPath(flow())}/callback`);
      expect(params.get('scope')?.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
      expect(params.get('state')?.length).toBeGreaterThanOrEqual(16);
      expect(params.get('nonce')?.length).toBeGreaterThanOrEqual(16);
      expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
      expect(params.get('code_challenge_method')).toBe('S256');

      flow().provider.nextSignIn(profileFor('grace@campus.edu'));
      const callback = new URL(location(await client.get(authorize.href)));
      expect(callback.searchParams.get('state')).toBe(params.get('state'));
      expect(callback.searchParams.get('code')).toBeTruthy();
      const end = await finish(flow(), client, callback);
      expect(location(end)).toBe('/scan/INN001');

      expect(await currentUser(client)).toEqual({
        status: 200,
        user: {
          id: expect.any(String),
          email: 'grace@campus.edu',
          firstName: 'Grace',
          lastName: 'Hopper',
          role: 'user',
          profileImageUrl: null,
          declarationsAccepted: false,
          firstSignIn: true,
        },
      });
      // A fresh session id at sign-in; the pre-sign-in one is gone from the store.
      const afterSignIn = client.cookie('hunt.sid');
      expect(afterSignIn).toBeDefined();
      expect(afterSignIn).not.toBe(beforeSignIn);
      const db = flow().server.runtime.deps.db;
      expect(await db('sessions').where({ id: beforeSignIn }).first()).toBeUndefined();
      const row = await db('sessions').where({ id: afterSignIn }).first();
      // Nothing of grant's flow (tokens, state, verifier) is kept in the signed-in session.
      expect(Object.keys(row.data).filter((key) => !key.startsWith('_')).sort()).toEqual(['firstSignIn', 'userId']);
    });

    it('records the declarations ticked on the landing, through the round trip to the provider', async () => {
      const client = new TestClient(flow().server.url);
      flow().provider.nextSignIn(profileFor('ticked.grace@campus.edu'));
      const end = await finish(flow(), client, await toCallback(flow(), client, '/dashboard', 'accepted'));
      expect(location(end)).toBe('/dashboard');
      expect((await currentUser(client)).user).toMatchObject({ email: 'ticked.grace@campus.edu', declarationsAccepted: true, firstSignIn: true });
    });

    it('ignores query overrides on its connect path (no dynamic provider settings)', async () => {
      const client = new TestClient(flow().server.url);
      const evil = new URLSearchParams({ authorize_url: 'https://evil.example/authorize', redirect_uri: 'https://evil.example/cb', scope: 'openid' });
      const authorize = new URL(location(await client.get(`${connectPath(flow())}?${evil}`)));
      expect(`${authorize.origin}${authorize.pathname}`).toBe(`${flow().provider.url}/authorize`);
      expect(authorize.searchParams.get('redirect_uri')).toBe(`${flow().server.url}${connectPath(flow())}/callback`);
      expect(authorize.searchParams.get('scope')?.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
    });

    it('does not sign in when the callback carries a wrong state', async () => {
      const client = new TestClient(flow().server.url);
      flow().provider.nextSignIn(profileFor('forged-state@campus.edu'));
      const callback = await toCallback(flow(), client, '/dashboard');
      callback.searchParams.set('state', 'not-the-state-we-sent');
      const end = await finish(flow(), client, callback);
      expect(end.status).toBe(401);
      expect(await end.text()).toContain('Sign-in failed');
      expect(await currentUser(client)).toEqual({ status: 401 });
      expect(await flow().server.runtime.deps.db('users').where({ email: 'forged-state@campus.edu' })).toHaveLength(0);
    });

    it('does not sign a browser in with a callback from a flow it never started (login CSRF)', async () => {
      const attacker = new TestClient(flow().server.url);
      flow().provider.nextSignIn(profileFor('attacker@campus.edu'));
      const callback = await toCallback(flow(), attacker, '/');
      const victim = new TestClient(flow().server.url);
      // grant finds no flow in the victim's session and refuses before exchanging the code.
      const response = await victim.get(`${callback.pathname}${callback.search}`);
      const next = location(response);
      if (next === signedInPath(flow())) expect((await victim.get(next)).status).toBe(401);
      else expect(next).toMatch(/^\/\?error=/);
      expect(await currentUser(victim)).toEqual({ status: 401 });
      expect(await flow().server.runtime.deps.db('users').where({ email: 'attacker@campus.edu' })).toHaveLength(0);
    });

    it('ends at / for an unsafe returnTo', async () => {
      for (const returnTo of ['//evil.com', 'https://evil.com/x', '/\\evil.com']) {
        const client = new TestClient(flow().server.url);
        const end = await signInWith(flow(), client, returnTo, profileFor('wanderer@campus.edu'));
        expect(location(end), returnTo).toBe('/');
        expect((await currentUser(client)).status).toBe(200);
      }
    });

    it('refuses an e-mail address the provider has not verified', async () => {
      const client = new TestClient(flow().server.url);
      const end = await signInWith(flow(), client, '/', profileFor('unverified@campus.edu', { email_verified: false }));
      expect(end.status).toBe(403);
      expect(await end.text()).toContain('not verified');
      expect(await currentUser(client)).toEqual({ status: 401 });
      expect(await flow().server.runtime.deps.db('users').where({ email: 'unverified@campus.edu' })).toHaveLength(0);

      // The signed id_token's word counts over the unsigned userinfo answer's.
      const other = new TestClient(flow().server.url);
      const contradicted = await signInWith(flow(), other, '/', profileFor('contradicted@campus.edu'), { claims: { email_verified: false } });
      expect(contradicted.status).toBe(403);
      expect(await flow().server.runtime.deps.db('users').where({ email: 'contradicted@campus.edu' })).toHaveLength(0);
    });

    it('refuses an address outside ALLOWED_EMAIL_DOMAINS, verified or not', async () => {
      const client = new TestClient(flow().server.url);
      const end = await signInWith(flow(), client, '/', profileFor('outsider@elsewhere.org'));
      expect(end.status).toBe(403);
      expect(await end.text()).toContain('Sign-in is limited to campus.edu accounts');
      expect(await currentUser(client)).toEqual({ status: 401 });
      expect(await flow().server.runtime.deps.db('users').where({ email: 'outsider@elsewhere.org' })).toHaveLength(0);
    });

    it('signs in a profile whose names hold control characters, keeping the rest of the text', async () => {
      const client = new TestClient(flow().server.url);
      const profile = profileFor('odd.names@campus.edu', { given_name: 'Gr\u0000ace\n', family_name: '\u0007Hop\ud800per' });
      expect(location(await signInWith(flow(), client, '/', profile))).toBe('/');
      expect((await currentUser(client)).user).toMatchObject({ email: 'odd.names@campus.edu', firstName: 'Grace', lastName: 'Hopper' });
    });

    it('makes ADMIN_EMAILS admins, who land on the panel unless they asked for a page', async () => {
      const client = new TestClient(flow().server.url);
      const end = await signInWith(flow(), client, '/', profileFor('Dean@Campus.edu', { given_name: 'Dana', family_name: 'Dean' }));
      expect(location(end)).toBe('/admin');
      expect((await currentUser(client)).user).toMatchObject({ email: 'dean@campus.edu', role: 'admin', firstName: 'Dana' });
      const asked = await signInWith(flow(), new TestClient(flow().server.url), '/leaderboard', profileFor('dean@campus.edu'));
      expect(location(asked)).toBe('/leaderboard');
    });

    it('signs out again through /api/logout', async () => {
      const client = new TestClient(flow().server.url);
      await signInWith(flow(), client, '/', profileFor('brief@campus.edu'));
      expect((await currentUser(client)).status).toBe(200);
      expect(location(await client.get('/api/logout'))).toBe('/');
      expect((await currentUser(client)).status).toBe(401);
    });
  });

  describe(`${name}'s id_token`, () => {
    const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
    const tenYears = () => Math.floor(Date.now() / 1000) + 10 * 365 * 24 * 3600;

    /** The refused flow leaves no user, no signed-in session, and the browser signed out. */
    async function expectRefused(client: TestClient, end: Response, email: string): Promise<void> {
      expect(end.status).toBe(401);
      expect(await end.text()).toContain('Sign-in failed');
      expect(await currentUser(client)).toEqual({ status: 401 });
      const db = flow().server.runtime.deps.db;
      expect(await db('users').whereRaw('lower(email) = ?', [email.toLowerCase()])).toHaveLength(0);
      const row = await db('sessions').where({ id: client.cookie('hunt.sid') }).first();
      expect(row, 'the browser keeps its session, signed out').toBeDefined();
      expect(row.data.userId).toBeUndefined();
    }

    it('signs in when the provider signed it for this client and flow, naming the userinfo person', async () => {
      const client = new TestClient(flow().server.url);
      // A provider may spell the address differently in the two answers; the comparison ignores case.
      const end = await signInWith(flow(), client, '/dashboard', profileFor('ada@campus.edu'), { claims: { email: 'Ada@Campus.edu' } });
      expect(location(end)).toBe('/dashboard');
      expect((await currentUser(client)).user).toMatchObject({ email: 'ada@campus.edu' });
    });

    // Each token below names the same person as userinfo, so only the id_token's proof is wrong.
    const forgeries: Array<[string, IdTokenScript]> = [
      ['is signed by a key the provider never published', { forgery: 'foreign-key' }],
      ['is unsigned (alg none)', { forgery: 'unsigned' }],
      ['was altered after signing (a longer life), signature kept', { forgery: 'altered', alteredClaims: { exp: tenYears() } }],
      ['is missing from the token response', { forgery: 'omitted' }],
      ['is signed by the provider but names another issuer', { claims: { iss: 'https://accounts.google.com' } }],
      ['is signed by the provider but expired', { claims: { iat: inAnHour() - 7200, exp: inAnHour() - 5400 } }],
      ['is authorised for another client (azp)', { claims: { aud: [clientId, 'someone-elses-client'], azp: 'someone-elses-client' } }],
      // grant refuses these two as well when it decodes the token; they pin our own check too.
      ['is issued to another client (aud)', { claims: { aud: 'someone-elses-client' } }],
      ['belongs to another flow (nonce)', { claims: { nonce: 'a-nonce-this-browser-never-sent' } }],
    ];
    for (const [index, [what, script]] of forgeries.entries()) {
      it(`refuses a sign-in whose id_token ${what} (401, no session)`, async () => {
        const email = `forged-${index}@campus.edu`;
        const client = new TestClient(flow().server.url);
        await expectRefused(client, await signInWith(flow(), client, '/', profileFor(email), script), email);
      });
    }

    it('refuses an id_token for another person than userinfo names (e-mail or subject)', async () => {
      const byEmail = new TestClient(flow().server.url);
      const email = 'impostor@campus.edu';
      await expectRefused(byEmail, await signInWith(flow(), byEmail, '/', profileFor(email), { claims: { email: 'victim@campus.edu' } }), email);
      const bySubject = new TestClient(flow().server.url);
      await expectRefused(bySubject, await signInWith(flow(), bySubject, '/', profileFor(email), { claims: { sub: 'sub-of-someone-else' } }), email);
      expect(await flow().server.runtime.deps.db('users').where({ email: 'victim@campus.edu' })).toHaveLength(0);
    });

    it('still signs in normally after refusals (the cached key set is the provider’s)', async () => {
      const client = new TestClient(flow().server.url);
      const end = await signInWith(flow(), client, '/', profileFor('after-forgeries@campus.edu'));
      expect(location(end)).toBe('/');
      expect((await currentUser(client)).user).toMatchObject({ email: 'after-forgeries@campus.edu' });
    });
  });
}
