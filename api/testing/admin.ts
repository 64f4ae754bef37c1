import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { UserRow } from '../../db/rows';
import { RememberingKeygrip } from '../middleware/cookieKeys';
import { SIGNED_IN_MAX_AGE_MS } from '../middleware/session';
import { saveSession } from '../repos/sessions';
import { TestClient } from './client';
import { startTestServer, type TestServer } from './harness';

export const ADMIN_EMAIL = 'boss@campus.edu';

export interface AdminTestSetup {
  server: TestServer;
  /** Signed in as ADMIN_EMAIL, an admin through ADMIN_EMAILS. */
  admin: TestClient;
  /** Signed in as a participant (role user). */
  user: TestClient;
  /** Not signed in. */
  anonymous: TestClient;
}

/** A fresh server with an admin, a participant and a signed-out client. */
export async function startAdminTestServer(env: Record<string, string> = {}): Promise<AdminTestSetup> {
  const server = await startTestServer({ ADMIN_EMAILS: ADMIN_EMAIL, ...env });
  const admin = new TestClient(server.url);
  await admin.signIn(ADMIN_EMAIL, { firstName: 'Big', lastName: 'Boss' });
  const user = new TestClient(server.url);
  await user.signIn('pat@campus.edu', { firstName: 'Pat', lastName: 'Player' });
  return { server, admin, user, anonymous: new TestClient(server.url) };
}

/** Asserts the status (showing the body when it differs) and returns the parsed JSON body. */
export async function expectJson<T>(response: Response | Promise<Response>, status: number): Promise<T> {
  const answer = await response;
  const text = await answer.text();
  expect(answer.status, text).toBe(status);
  return (text ? JSON.parse(text) : null) as T;
}

/** A test client together with the id of the user it is signed in as. */
export type SignedInClient = TestClient & { userId: string };

/** A participant client that signed in with `email` through the development sign-in route. */
export async function signedIn(server: TestServer, email: string, names: { firstName?: string; lastName?: string } = {}): Promise<SignedInClient> {
  const client = new TestClient(server.url);
  const { id } = await client.signIn(email, names);
  return Object.assign(client, { userId: id });
}

/**
 * A client already signed in as `user` (made with testing/factories.ts), for the tests that are
 * not about signing in: its session is stored as koa-session stores one (the user's id, with
 * koa-session's own expiry fields) and its cookie signed with the server's keys, with no request.
 * `lifeLeftMs` below half the session's life makes one koa-session renews at its next request.
 */
export async function signedInAs(server: TestServer, user: Pick<UserRow, 'id'>, { lifeLeftMs = SIGNED_IN_MAX_AGE_MS } = {}): Promise<SignedInClient> {
  const id = randomBytes(32).toString('base64url');
  const expires = Date.now() + lifeLeftMs;
  await saveSession(server.runtime.deps.db, id, { userId: user.id, _expire: expires, _maxAge: SIGNED_IN_MAX_AGE_MS }, new Date(expires), false);
  const name = server.config.sessionCookie;
  const keys = new RememberingKeygrip(server.config.sessionKeys);
  const cookies = new Map([
    [name, id],
    [`${name}.sig`, keys.sign(`${name}=${id}`)],
  ]);
  return Object.assign(new TestClient(server.url, cookies), { userId: user.id });
}
