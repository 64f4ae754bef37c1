import type { TestClient } from '../api/testing/client';
import type { TestOpenIdProvider } from '../api/testing/openIdProvider';

/** Where a redirect points, or an error naming what came instead. */
function location(response: Response, step: string): string {
  const target = response.headers.get('location');
  if (![302, 303].includes(response.status) || !target) throw new Error(`${step}: expected a redirect, got ${response.status}`);
  return target;
}

/**
 * Signs `client` in through the server's OpenID Connect sign-in, as a browser would: the server
 * sends it to the provider (a local one on this machine, which the container reaches over the
 * host network), the provider back with a code, and the server checks what it was given (state,
 * nonce, PKCE, the id_token's signature) before it signs the person in.
 */
export async function signInThroughProvider(client: TestClient, provider: TestOpenIdProvider, email: string, names: { firstName: string; lastName: string }): Promise<void> {
  provider.nextSignIn({ sub: `sub-${email}`, email, email_verified: true, given_name: names.firstName, family_name: names.lastName });
  const connect = location(await client.get('/api/login?provider=oidc&returnTo=/dashboard'), 'GET /api/login');
  const authorize = location(await client.get(connect), `GET ${connect}`);
  if (!authorize.startsWith(provider.url)) throw new Error(`the server sent the browser to ${authorize}, not to the provider at ${provider.url}`);
  const callback = new URL(location(await client.get(authorize), 'the provider'));
  const signedIn = location(await client.get(`${callback.pathname}${callback.search}`), `GET ${callback.pathname}`);
  location(await client.get(signedIn), `GET ${signedIn}`);
  const me = await client.get('/api/auth/user');
  const user = me.status === 200 ? ((await me.json()) as { email?: string }) : null;
  if (user?.email !== email) throw new Error(`after the provider's sign-in, /api/auth/user answered ${me.status} for ${user?.email ?? 'nobody'}`);
}
