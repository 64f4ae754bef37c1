import { expect } from 'vitest';
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

/** A participant client that signed in with `email`. */
export async function signedIn(server: TestServer, email: string, names: { firstName?: string; lastName?: string } = {}): Promise<TestClient> {
  const client = new TestClient(server.url);
  await client.signIn(email, names);
  return client;
}
