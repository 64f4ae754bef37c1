import { afterAll, afterEach, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness';
import { TestOpenIdProvider } from '../testing/openIdProvider';
import { providerSignInCases } from '../testing/providerSignInCases';

/**
 * The real Google code flow (grant, state, nonce, PKCE, session transport) against a local
 * OpenID provider: no test needs the internet.
 */
let provider: TestOpenIdProvider;
let server: TestServer;

const CLIENT_ID = 'hunt-test-client';

beforeAll(async () => {
  provider = await TestOpenIdProvider.start();
  server = await startTestServer({ ...provider.settings(CLIENT_ID), ADMIN_EMAILS: 'dean@campus.edu', ALLOWED_EMAIL_DOMAINS: 'campus.edu' });
});
afterEach(() => provider.reset());
afterAll(async () => {
  await server?.stop();
  await provider?.stop();
});

providerSignInCases('Google', CLIENT_ID, () => ({ server, provider, key: 'google', loginQuery: '' }));
