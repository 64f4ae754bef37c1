import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { createRuntime } from '../server';
import { LINK_REFUSED_MESSAGE } from '../services/signIn';
import { TestClient } from '../testing/client';
import { startTestServer, type TestServer } from '../testing/harness';
import { TestOpenIdProvider } from '../testing/openIdProvider';
import { currentUser, location, profileFor, signInWith, type SignInFlow } from '../testing/signInFlow';

/**
 * Who a sign-in is: the provider and its subject, with Google and an OpenID Connect provider
 * configured at once; linking a new provider's sign-in to an account by its e-mail only when
 * LINK_ACCOUNTS_BY_EMAIL says so; and the accounts made before identities, all Google's.
 */
let google: TestOpenIdProvider;
let oidc: TestOpenIdProvider;
let server: TestServer;
let linking: TestServer;

const bothProviders = () => ({ ...google.settings('hunt-google-client'), ...oidc.oidcSettings('hunt-oidc-client', 'University login') });
const viaGoogle = (on: TestServer): SignInFlow => ({ server: on, provider: google, key: 'google', loginQuery: '&provider=google' });
const viaOidc = (on: TestServer): SignInFlow => ({ server: on, provider: oidc, key: 'oidc', loginQuery: '&provider=oidc' });

async function identitiesOf(on: TestServer, email: string): Promise<Array<{ provider: string; subject: string }>> {
  return on.runtime.deps.db('sign_in_identities as i')
    .join('users as u', 'u.id', 'i.user_id')
    .where('u.email', email)
    .orderBy('i.provider')
    .select('i.provider', 'i.subject');
}

beforeAll(async () => {
  google = await TestOpenIdProvider.start();
  oidc = await TestOpenIdProvider.start();
  server = await startTestServer(bothProviders());
  linking = await startTestServer({ ...bothProviders(), LINK_ACCOUNTS_BY_EMAIL: 'true' });
});
afterEach(() => {
  google.reset();
  oidc.reset();
});
afterAll(async () => {
  await server?.stop();
  await linking?.stop();
  await google?.stop();
  await oidc?.stop();
});

describe('two providers at once', () => {
  it('offers both, Google first, and starts the one asked for', async () => {
    const client = new TestClient(server.url);
    expect(await (await client.get('/api/sign-in/providers')).json()).toEqual([
      { provider: 'google', label: 'Google' },
      { provider: 'oidc', label: 'University login' },
    ]);
    expect(location(await client.get('/api/login'))).toBe('/api/connect/google');
    expect(location(await client.get('/api/login?provider=oidc'))).toBe('/api/connect/oidc');
    expect((await client.get('/api/login?provider=facebook')).status).toBe(404);
    // Each provider's sign-in page may follow the landing's form.
    const policy = (await client.get('/')).headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`form-action 'self' ${new URL(google.url).origin} ${new URL(oidc.url).origin}`);
  });

  it('signs different people in through each', async () => {
    const viaG = new TestClient(server.url);
    expect(location(await signInWith(viaGoogle(server), viaG, '/', profileFor('g.person@campus.edu')))).toBe('/');
    const viaO = new TestClient(server.url);
    expect(location(await signInWith(viaOidc(server), viaO, '/', profileFor('o.person@campus.edu')))).toBe('/');
    expect((await currentUser(viaG)).user).toMatchObject({ email: 'g.person@campus.edu', firstSignIn: true });
    expect((await currentUser(viaO)).user).toMatchObject({ email: 'o.person@campus.edu', firstSignIn: true });
    expect(await identitiesOf(server, 'o.person@campus.edu')).toEqual([{ provider: 'oidc', subject: 'sub-o.person@campus.edu' }]);
    // The person's download names the provider's account that signs in as them.
    const download = (await (await viaO.get('/api/user/data')).json()) as { signInAccounts: unknown };
    expect(download.signInAccounts).toEqual([{ provider: 'oidc', subject: 'sub-o.person@campus.edu', linkedAt: expect.any(String) }]);
  });
});

describe('the provider and its subject', () => {
  it('are the same account when the e-mail changed, which the account takes', async () => {
    const first = new TestClient(server.url);
    await signInWith(viaOidc(server), first, '/', profileFor('before@campus.edu', { sub: 'staff-4711' }));
    const before = (await currentUser(first)).user;
    const again = new TestClient(server.url);
    expect(location(await signInWith(viaOidc(server), again, '/', profileFor('after@campus.edu', { sub: 'staff-4711' })))).toBe('/');
    expect((await currentUser(again)).user).toMatchObject({ id: before?.id, email: 'after@campus.edu', firstSignIn: false });
    expect(await server.runtime.deps.db('users').where({ email: 'before@campus.edu' })).toHaveLength(0);
  });

  it('keep the account’s address when its new one is another account’s', async () => {
    await signInWith(viaGoogle(server), new TestClient(server.url), '/', profileFor('taken@campus.edu'));
    const mover = new TestClient(server.url);
    await signInWith(viaGoogle(server), mover, '/', profileFor('mover@campus.edu'));
    const moved = new TestClient(server.url);
    expect(location(await signInWith(viaGoogle(server), moved, '/', profileFor('taken@campus.edu', { sub: 'sub-mover@campus.edu' })))).toBe('/');
    expect((await currentUser(moved)).user).toMatchObject({ email: 'mover@campus.edu' });
  });

  it('of another provider are refused an account of the same e-mail while linking is off', async () => {
    await signInWith(viaGoogle(server), new TestClient(server.url), '/', profileFor('twice@campus.edu'));
    const client = new TestClient(server.url);
    const end = await signInWith(viaOidc(server), client, '/', profileFor('twice@campus.edu', { sub: 'uni-twice' }));
    expect(end.status).toBe(403);
    expect(await end.text()).toContain('already signs in another way');
    expect(await currentUser(client)).toEqual({ status: 401 });
    expect(await identitiesOf(server, 'twice@campus.edu')).toEqual([{ provider: 'google', subject: 'sub-twice@campus.edu' }]);
    expect(LINK_REFUSED_MESSAGE).toContain('link accounts by e-mail');
  });

  it('of another provider join the account of the same e-mail when LINK_ACCOUNTS_BY_EMAIL=true', async () => {
    const byGoogle = new TestClient(linking.url);
    await signInWith(viaGoogle(linking), byGoogle, '/', profileFor('linked@campus.edu'));
    const account = (await currentUser(byGoogle)).user;
    const byOidc = new TestClient(linking.url);
    expect(location(await signInWith(viaOidc(linking), byOidc, '/', profileFor('linked@campus.edu', { sub: 'uni-linked' })))).toBe('/');
    expect((await currentUser(byOidc)).user).toMatchObject({ id: account?.id, firstSignIn: false });
    expect(await identitiesOf(linking, 'linked@campus.edu')).toEqual([
      { provider: 'google', subject: 'sub-linked@campus.edu' },
      { provider: 'oidc', subject: 'uni-linked' },
    ]);
  });
});

describe('accounts from before sign-in identities', () => {
  /** An account as every one was before: made by a Google sign-in, found by its e-mail, no identity. */
  async function olderAccount(on: TestServer, email: string): Promise<string> {
    const [row] = await on.runtime.deps.db('users').insert({ email, first_name: 'Old', last_name: 'Timer' }).returning('id');
    return String(row.id);
  }

  it('are found by e-mail at their next Google sign-in, which links them', async () => {
    const id = await olderAccount(server, 'old.timer@campus.edu');
    const client = new TestClient(server.url);
    expect(location(await signInWith(viaGoogle(server), client, '/', profileFor('old.timer@campus.edu')))).toBe('/');
    expect((await currentUser(client)).user).toMatchObject({ id, firstSignIn: false, firstName: 'Grace' });
    expect(await identitiesOf(server, 'old.timer@campus.edu')).toEqual([{ provider: 'google', subject: 'sub-old.timer@campus.edu' }]);
    // Linked now: another Google account of the same address is another person.
    const other = new TestClient(server.url);
    expect((await signInWith(viaGoogle(server), other, '/', profileFor('old.timer@campus.edu', { sub: 'someone-else' }))).status).toBe(403);
  });

  it('are not taken by another provider’s first sign-in while linking is off', async () => {
    await olderAccount(server, 'old.uni@campus.edu');
    const client = new TestClient(server.url);
    expect((await signInWith(viaOidc(server), client, '/', profileFor('old.uni@campus.edu'))).status).toBe(403);
    expect(await identitiesOf(server, 'old.uni@campus.edu')).toEqual([]);
  });
});

describe('erasure', () => {
  it('removes the account’s identities: the same subject then makes a new account', async () => {
    const client = new TestClient(server.url);
    await signInWith(viaOidc(server), client, '/', profileFor('gone@campus.edu'));
    const before = (await currentUser(client)).user;
    expect((await client.request('DELETE', '/api/user', { json: { confirm: 'gone@campus.edu' } })).status).toBe(204);
    expect(await server.runtime.deps.db('sign_in_identities').where({ subject: 'sub-gone@campus.edu' })).toHaveLength(0);
    const again = new TestClient(server.url);
    await signInWith(viaOidc(server), again, '/', profileFor('gone@campus.edu'));
    const after = (await currentUser(again)).user;
    expect(after).toMatchObject({ email: 'gone@campus.edu', firstSignIn: true });
    expect(after?.id).not.toBe(before?.id);
  });
});

describe('discovery at start-up', () => {
  const start = (issuer: string) =>
    createRuntime(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', OIDC_ISSUER: issuer, OIDC_CLIENT_ID: 'id', OIDC_CLIENT_SECRET: 'secret' }));

  it('refuses to start when the issuer’s discovery document cannot be read', async () => {
    const unreachable = `${oidc.url.replace(/:\d+$/, '')}:9/realms/campus`;
    await expect(start(unreachable)).rejects.toThrow(ConfigError);
    await expect(start(unreachable)).rejects.toThrow(/OIDC_ISSUER: could not read .*\/realms\/campus\/\.well-known\/openid-configuration/);
    await expect(start(`${oidc.url}/no-such-realm`)).rejects.toThrow(/OIDC_ISSUER: could not read .*HTTP 404/);
  });

  it('refuses to start when the document states another issuer', async () => {
    await expect(start(`${oidc.url}/`)).rejects.toThrow(`states the issuer ${oidc.url}, not ${oidc.url}/`);
  });
});
