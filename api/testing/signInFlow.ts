import { expect } from 'vitest';
import type { UserDto } from '../../core/contracts';
import type { SignInProviderId } from '../../core/signInProviders';
import type { TestClient } from './client';
import type { TestServer } from './harness';
import type { IdTokenScript, OpenIdProfile, TestOpenIdProvider } from './openIdProvider';

/**
 * The browser's walk through a provider's code flow (grant, state, nonce, PKCE, session
 * transport) against a local OpenID provider, for Google and the OpenID Connect provider alike.
 */
export interface SignInFlow {
  server: TestServer;
  provider: TestOpenIdProvider;
  key: SignInProviderId;
  /** How /api/login is asked for this provider: nothing when it is the server's only one. */
  loginQuery: string;
}

// One person, one subject: however the provider spells their address.
export const profileFor = (email: string, extra: Partial<OpenIdProfile> = {}): OpenIdProfile => ({
  sub: `sub-${email.toLowerCase()}`,
  email,
  email_verified: true,
  given_name: 'Grace',
  family_name: 'Hopper',
  ...extra,
});

export function location(response: Response): string {
  expect([302, 303], `expected a redirect, got ${response.status}`).toContain(response.status);
  const target = response.headers.get('location');
  if (!target) throw new Error('redirect without a Location header');
  return target;
}

export const connectPath = (flow: SignInFlow) => `/api/connect/${flow.key}`;
export const signedInPath = (flow: SignInFlow) => `/api/auth/${flow.key}/callback`;

/** Walks from /api/login to the provider's redirect back to our callback; returns that callback URL. */
export async function toCallback(flow: SignInFlow, client: TestClient, returnTo: string, declarations?: string): Promise<URL> {
  const login = await client.get(`/api/login?returnTo=${encodeURIComponent(returnTo)}${declarations ? `&declarations=${declarations}` : ''}${flow.loginQuery}`);
  expect(location(login)).toBe(connectPath(flow));
  const authorize = new URL(location(await client.get(connectPath(flow))));
  expect(`${authorize.origin}${authorize.pathname}`).toBe(`${flow.provider.url}/authorize`);
  const toProvider = await client.get(authorize.href);
  const callback = new URL(location(toProvider));
  expect(`${callback.origin}${callback.pathname}`).toBe(`${flow.server.url}${connectPath(flow)}/callback`);
  return callback;
}

/** Follows our callback through grant to the final redirect; returns where it ends. */
export async function finish(flow: SignInFlow, client: TestClient, callback: URL): Promise<Response> {
  const fromGrant = await client.get(`${callback.pathname}${callback.search}`);
  expect(location(fromGrant)).toBe(signedInPath(flow));
  return client.get(signedInPath(flow));
}

export async function signInWith(flow: SignInFlow, client: TestClient, returnTo: string, profile: OpenIdProfile, idToken?: IdTokenScript): Promise<Response> {
  flow.provider.nextSignIn(profile, idToken);
  return finish(flow, client, await toCallback(flow, client, returnTo));
}

export async function currentUser(client: TestClient): Promise<{ status: number; user?: UserDto }> {
  const response = await client.get('/api/auth/user');
  return response.status === 200 ? { status: 200, user: (await response.json()) as UserDto } : { status: response.status };
}
