import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserDto } from '../../core/contracts';
import { TestClient } from '../testing/client';
import { startTestServer, type TestServer } from '../testing/harness';

// Who a signed-in student is beyond their account: their first visit, and the three declarations
// the landing asks for, carried through the sign-in or accepted later in the scanner.

let server: TestServer;

const db = () => server.runtime.deps.db;

function formPost(client: TestClient, fields: Record<string, string>) {
  return client.request('POST', '/api/auth/dev-login', {
    body: new URLSearchParams(fields).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

describe('the first sign-in', () => {
  it('is the session whose sign-in made the account; any later sign-in is not', async () => {
    const first = new TestClient(server.url);
    await first.signIn('newcomer@campus.edu');
    expect(((await (await first.get('/api/auth/user')).json()) as UserDto).firstSignIn).toBe(true);

    const again = new TestClient(server.url);
    await again.signIn('newcomer@campus.edu');
    expect(((await (await again.get('/api/auth/user')).json()) as UserDto).firstSignIn).toBe(false);
    // The first session still says so: it is still that first visit.
    expect(((await (await first.get('/api/auth/user')).json()) as UserDto).firstSignIn).toBe(true);
    // Signing in as someone else in the same browser is not their first sign-in.
    await first.signIn('newcomer@campus.edu');
    expect(((await (await first.get('/api/auth/user')).json()) as UserDto).firstSignIn).toBe(false);
  });
});

describe('the three declarations', () => {
  const me = async (client: TestClient) => (await (await client.get('/api/auth/user')).json()) as UserDto;
  const acceptedAt = async (email: string): Promise<Date | null> =>
    (await db()('users').where({ email }).first('declarations_accepted_at')).declarations_accepted_at;

  it('are not accepted by signing in alone', async () => {
    const client = new TestClient(server.url);
    await client.signIn('unticked@campus.edu');
    expect((await me(client)).declarationsAccepted).toBe(false);
    expect(await acceptedAt('unticked@campus.edu')).toBeNull();
  });

  it('ticked on the landing are recorded by the sign-in that follows (?declarations=accepted)', async () => {
    const client = new TestClient(server.url);
    const form = await client.get('/api/login?returnTo=/scanner&declarations=accepted');
    expect(form.status).toBe(200);
    const response = await formPost(client, { email: 'ticked@campus.edu', returnTo: '/scanner' });
    expect(response.headers.get('location')).toBe('/scanner');
    expect((await me(client)).declarationsAccepted).toBe(true);
    expect(await acceptedAt('ticked@campus.edu')).toBeInstanceOf(Date);
    const row = await db()('sessions').where({ id: client.cookie('hunt.sid') }).first();
    expect(Object.keys(row.data).filter((key) => !key.startsWith('_')).sort()).toEqual(['firstSignIn', 'userId']);
  });

  it('are not taken from a sign-in started without them, even after one started with them', async () => {
    const client = new TestClient(server.url);
    await client.get('/api/login?declarations=accepted');
    // The visitor went back and came to sign in from a printed link instead, with nothing ticked.
    await client.get('/api/login?returnTo=/scan/INN001');
    await formPost(client, { email: 'changed.mind@campus.edu', returnTo: '/scan/INN001' });
    expect((await me(client)).declarationsAccepted).toBe(false);
    await client.get('/api/login?declarations=yes-please');
    await formPost(client, { email: 'changed.mind@campus.edu' });
    expect((await me(client)).declarationsAccepted).toBe(false);
  });

  it('POST /api/user/declarations records them once, answers the user, and needs a sign-in', async () => {
    expect((await new TestClient(server.url).post('/api/user/declarations')).status).toBe(401);
    const client = new TestClient(server.url);
    await client.signIn('dialog@campus.edu');
    const response = await client.post('/api/user/declarations');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ email: 'dialog@campus.edu', declarationsAccepted: true, firstSignIn: true });
    expect((await me(client)).declarationsAccepted).toBe(true);
    const first = await acceptedAt('dialog@campus.edu');
    expect(first).toBeInstanceOf(Date);
    // Accepting again keeps the first time.
    expect((await client.post('/api/user/declarations')).status).toBe(200);
    expect(await acceptedAt('dialog@campus.edu')).toEqual(first);
    // It takes no body.
    expect((await client.post('/api/user/declarations', { accepted: 'x'.repeat(2000) })).status).toBe(413);
  });
});
