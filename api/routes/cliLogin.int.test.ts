import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliLoginDecisionSchema, cliLoginDetailsSchema, cliLoginPollSchema, cliLoginStartSchema, type CliLoginStart } from '../../core/cliLogin';
import { issueApiToken } from '../services/apiTokens';
import { TestClient } from '../testing/client';
import { ADMIN_EMAIL, expectJson, startAdminTestServer, type AdminTestSetup } from '../testing/admin';

let setup: AdminTestSetup;
const db = () => setup.server.runtime.deps.db;

/** A client that sends only a Bearer token, as the CLI does. */
function bearer(token: string): TestClient {
  const client = new TestClient(setup.server.url);
  const request = client.request.bind(client);
  client.request = (method, path, options = {}) => request(method, path, { ...options, headers: { Authorization: `Bearer ${token}`, ...options.headers } });
  return client;
}

async function loginThroughApproval(name = 'hunt on laptop'): Promise<string> {
  const cli = new TestClient(setup.server.url);
  const start = await expectJson<CliLoginStart>(cli.post('/api/cli/logins', { clientName: name }), 201);
  await expectJson(setup.admin.post('/api/cli/logins/decide', { userCode: start.userCode }), 200);
  const redeemed = await expectJson<{ status: string; token: string; email: string }>(
    cli.post(`/api/cli/logins/${start.id}/token`, { pollSecret: start.pollSecret }),
    200,
  );
  expect(redeemed.email).toBe(ADMIN_EMAIL);
  return redeemed.token;
}

beforeAll(async () => {
  setup = await startAdminTestServer();
});
afterAll(() => setup.server.stop());

describe('hunt login approval', () => {
  it('answers in the shapes of core/cliLogin.ts, which the CLI and the approval page read', async () => {
    const cli = new TestClient(setup.server.url);
    const start = cliLoginStartSchema.parse(await expectJson(cli.post('/api/cli/logins', { clientName: 'contract check' }), 201));
    const details = cliLoginDetailsSchema.parse(await expectJson(setup.admin.post('/api/cli/logins/lookup', { userCode: start.userCode }), 200));
    expect(details).toMatchObject({ userCode: start.userCode, clientName: 'contract check', expiresAt: start.expiresAt });
    const pending = await cli.post(`/api/cli/logins/${start.id}/token`, { pollSecret: start.pollSecret });
    expect(cliLoginPollSchema.parse(await pending.json())).toEqual({ status: 'pending' });
    const decision = cliLoginDecisionSchema.parse(await expectJson(setup.admin.post('/api/cli/logins/decide', { userCode: start.userCode }), 200));
    expect(decision).toEqual({ clientName: 'contract check', approved: true });
    const approved = cliLoginPollSchema.parse(await expectJson(cli.post(`/api/cli/logins/${start.id}/token`, { pollSecret: start.pollSecret }), 200));
    expect(approved).toMatchObject({ status: 'approved', email: ADMIN_EMAIL });
  });

  it('gives the CLI a working admin token once a signed-in admin approves its code', async () => {
    const cli = new TestClient(setup.server.url);
    const start = await expectJson<CliLoginStart>(cli.post('/api/cli/logins', { clientName: 'hunt on ci' }), 201);
    expect(start.userCode).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    // The link carries no code: a link that arrives by e-mail must not approve anything.
    expect(start.verificationUrl).toBe(`${setup.server.url}/cli/approve`);
    const details = await expectJson<{ clientName: string; requestedFrom: string | null }>(
      setup.admin.post('/api/cli/logins/lookup', { userCode: start.userCode }),
      200,
    );
    expect(details.clientName).toBe('hunt on ci');
    expect(details.requestedFrom).toBeTruthy();
    await expectJson(setup.user.post('/api/cli/logins/lookup', { userCode: start.userCode }), 403);

    const pending = await cli.post(`/api/cli/logins/${start.id}/token`, { pollSecret: start.pollSecret });
    expect(pending.status).toBe(202);

    await expectJson(setup.user.post('/api/cli/logins/decide', { userCode: start.userCode }), 403);
    await expectJson(setup.admin.post('/api/cli/logins/decide', { userCode: start.userCode.toLowerCase() }), 200);

    await expectJson(cli.post(`/api/cli/logins/${start.id}/token`, { pollSecret: 'wrong' }), 404);
    const { token } = await expectJson<{ token: string }>(cli.post(`/api/cli/logins/${start.id}/token`, { pollSecret: start.pollSecret }), 200);
    expect(token).toMatch(/^hunt_/);
    await expectJson(cli.post(`/api/cli/logins/${start.id}/token`, { pollSecret: start.pollSecret }), 410);

    const users = await expectJson<unknown[]>(bearer(token).get('/api/admin/users'), 200);
    expect(users.length).toBeGreaterThan(0);
    await setup.server.runtime.settle();
    const stored = await db()('api_tokens').where({ name: 'hunt on ci' }).first();
    expect(stored.token_hash).not.toContain(token);
    expect(stored.last_used_at).not.toBeNull();
  });

  it('refuses a denied request, a late second decision and an unknown code', async () => {
    const cli = new TestClient(setup.server.url);
    const start = await expectJson<CliLoginStart>(cli.post('/api/cli/logins', {}), 201);
    await expectJson(setup.admin.post('/api/cli/logins/decide', { userCode: start.userCode, approve: false }), 200);
    await expectJson(setup.admin.post('/api/cli/logins/decide', { userCode: start.userCode, approve: true }), 404);
    await expectJson(cli.post(`/api/cli/logins/${start.id}/token`, { pollSecret: start.pollSecret }), 403);
    await expectJson(setup.admin.post('/api/cli/logins/decide', { userCode: 'NOPE-NOPE' }), 404);
  });

  it('lets only a browser session approve: an admin token cannot mint further tokens', async () => {
    const token = await loginThroughApproval('ci token');
    const cli = new TestClient(setup.server.url);
    const start = await expectJson<CliLoginStart>(cli.post('/api/cli/logins', { clientName: 'renewal' }), 201);
    await expectJson(bearer(token).post('/api/cli/logins/lookup', { userCode: start.userCode }), 403);
    await expectJson(bearer(token).post('/api/cli/logins/decide', { userCode: start.userCode }), 403);
    expect((await cli.post(`/api/cli/logins/${start.id}/token`, { pollSecret: start.pollSecret })).status).toBe(202);
  });
});

describe('Bearer tokens', () => {
  it('are refused with 401 once revoked, and the 401 says how to log in again', async () => {
    const token = await loginThroughApproval('to revoke');
    const mine = await expectJson<{ id: number; name: string }[]>(setup.admin.get('/api/admin/tokens'), 200);
    const entry = mine.find((t) => t.name === 'to revoke');
    expect(entry).toBeDefined();
    await expectJson(setup.user.request('DELETE', `/api/admin/tokens/${entry?.id}`), 403);
    expect((await setup.admin.request('DELETE', `/api/admin/tokens/${entry?.id}`)).status).toBe(204);
    const refused = await expectJson<{ message: string }>(bearer(token).get('/api/admin/users'), 401);
    expect(refused.message).toMatch(/^Unauthorized.*hunt login/);
    const listed = await expectJson<{ id: number; revokedAt: string | null }[]>(setup.admin.get('/api/admin/tokens'), 200);
    expect(listed.find((t) => t.id === entry?.id)?.revokedAt).not.toBeNull();
  });

  it('are refused once expired, or when malformed, even alongside a valid session cookie', async () => {
    const admin = await db()('users').where({ email: ADMIN_EMAIL }).first();
    const { secret, token } = await issueApiToken(db(), admin, 'short-lived');
    await db()('api_tokens').where({ id: token.id }).update({ expires_at: new Date(Date.now() - 1000) });
    await expectJson(bearer(secret).get('/api/admin/users'), 401);
    await expectJson(setup.admin.get('/api/admin/users', { Authorization: 'Bearer hunt_not-a-token' }), 401);
    await expectJson(setup.admin.get('/api/admin/users', { Authorization: 'Basic abc' }), 401);
    const { secret: fresh } = await issueApiToken(db(), admin, 'any case');
    await expectJson(setup.anonymous.get('/api/admin/users', { Authorization: `bearer ${fresh}` }), 200);
  });

  it('follow their admin: a demoted admin’s token gets 403', async () => {
    const helper = new TestClient(setup.server.url);
    const helperUser = await helper.signIn('helper@campus.edu');
    await db()('users').where({ id: helperUser.id }).update({ role: 'admin' });
    const { secret } = await issueApiToken(db(), { id: helperUser.id, role: 'admin' }, 'helper token');
    await expectJson(bearer(secret).get('/api/admin/users'), 200);
    // Written straight to the database: the server hears of it through the change announcement,
    // a moment later, as it would hear of an organiser demoted on another instance.
    await db()('users').where({ id: helperUser.id }).update({ role: 'user' });
    await expect.poll(async () => (await bearer(secret).get('/api/admin/users')).status, { timeout: 10_000 }).toBe(403);
  });

  it('need no Origin or cookie for mutations, and a token holder revokes only their own tokens', async () => {
    const token = await loginThroughApproval('mutations');
    const created = await expectJson<{ id: number }>(bearer(token).post('/api/admin/puzzles', { name: 'From the CLI' }, { Origin: 'https://elsewhere.example' }), 201);
    expect(created.id).toBeGreaterThan(0);
    const other = await db()('api_tokens').where({ name: 'helper token' }).first();
    await expectJson(bearer(token).request('DELETE', `/api/admin/tokens/${other.id}`), 404);
  });
});
