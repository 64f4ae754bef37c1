import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../testing/client';
import { startTestServer, type TestServer } from '../testing/harness';
import { TestOpenIdProvider } from '../testing/openIdProvider';
import { providerSignInCases } from '../testing/providerSignInCases';
import { currentUser, location, profileFor, signInWith, type SignInFlow } from '../testing/signInFlow';

/**
 * Sign-in through an OpenID Connect provider found by its discovery document (Entra ID, Okta,
 * Keycloak, …), a local one here: the same cases as Google's, and what is its own.
 */
let provider: TestOpenIdProvider;
let server: TestServer;

const CLIENT_ID = 'hunt-oidc-client';
const flow = (): SignInFlow => ({ server, provider, key: 'oidc', loginQuery: '' });

beforeAll(async () => {
  provider = await TestOpenIdProvider.start();
  server = await startTestServer({ ...provider.oidcSettings(CLIENT_ID), ADMIN_EMAILS: 'dean@campus.edu', ALLOWED_EMAIL_DOMAINS: 'campus.edu' });
});
afterEach(() => provider.reset());
afterAll(async () => {
  await server?.stop();
  await provider?.stop();
});

providerSignInCases('OpenID Connect', CLIENT_ID, flow);

describe('OpenID Connect sign-in, its own', () => {
  it('offers the provider under its label, and no development sign-in', async () => {
    const client = new TestClient(server.url);
    const choices = await client.get('/api/sign-in/providers');
    expect(await choices.json()).toEqual([{ provider: 'oidc', label: 'Campus login' }]);
    expect((await client.get('/api/login?provider=google')).status).toBe(404);
    expect(server.runtime.deps.config.google).toBeNull();
  });

  it('signs in a provider that does not say whether the address is verified (Entra ID does not)', async () => {
    const client = new TestClient(server.url);
    const end = await signInWith(flow(), client, '/', profileFor('silent@campus.edu', { email_verified: undefined }));
    expect(location(end)).toBe('/');
    expect((await currentUser(client)).user).toMatchObject({ email: 'silent@campus.edu' });
  });

  it('signs in when the id_token leaves the e-mail to userinfo', async () => {
    const client = new TestClient(server.url);
    const end = await signInWith(flow(), client, '/', profileFor('userinfo.only@campus.edu'), { claims: { email: undefined } });
    expect(location(end)).toBe('/');
    expect((await currentUser(client)).user).toMatchObject({ email: 'userinfo.only@campus.edu' });
  });
});
