import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserDto } from '../../../core/admin';
import { expectJson, signedIn, startAdminTestServer, type AdminTestSetup } from '../../testing/admin';
import { makeEvent, makePieces } from '../../testing/factories';

let setup: AdminTestSetup;
const users = () => expectJson<AdminUserDto[]>(setup.admin.get('/api/admin/users'), 200);
const byEmail = async (email: string) => (await users()).find((user) => user.email === email);

beforeAll(async () => {
  setup = await startAdminTestServer();
  // Scans count only while an event runs.
  await makeEvent(setup.server.runtime.deps.db);
  await makePieces(setup.server.runtime.deps.db, ['USR001', 'USR002']);
  for (const code of ['USR001', 'USR002']) await expectJson(setup.user.post('/api/scan', { code }), 200);
});
afterAll(() => setup.server.stop());

describe('GET /api/admin/users', () => {
  it('lists every user in sign-up order with role and collectionCount', async () => {
    const list = await users();
    expect(list.map((user) => [user.email, user.role, user.collectionCount])).toEqual([
      ['boss@campus.edu', 'admin', 0],
      ['pat@campus.edu', 'user', 2],
    ]);
    expect(list[1]).toMatchObject({ firstName: 'Pat', lastName: 'Player', profileImageUrl: null });
    expect(new Date(list[1]?.createdAt ?? '').getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('PATCH /api/admin/users/:id/role', () => {
  it('promotes a user and answers with the updated user', async () => {
    const carl = await signedIn(setup.server, 'carl@campus.edu');
    const id = (await byEmail('carl@campus.edu'))?.id;
    const updated = await expectJson<AdminUserDto>(setup.admin.patch(`/api/admin/users/${id}/role`, { role: 'admin' }), 200);
    expect(updated).toMatchObject({ id, email: 'carl@campus.edu', role: 'admin', collectionCount: 0 });
    // At once: the promoted user's existing session reaches the admin area.
    expect((await carl.get('/api/admin/users')).status).toBe(200);
  });

  it('takes admin access away from a demoted admin on their very next request', async () => {
    const dana = await signedIn(setup.server, 'dana@campus.edu');
    const id = (await byEmail('dana@campus.edu'))?.id;
    await expectJson(setup.admin.patch(`/api/admin/users/${id}/role`, { role: 'admin' }), 200);
    expect((await dana.get('/api/admin/analytics')).status).toBe(200);
    const demoted = await expectJson<AdminUserDto>(setup.admin.patch(`/api/admin/users/${id}/role`, { role: 'user' }), 200);
    expect(demoted.role).toBe('user');
    expect((await dana.get('/api/admin/analytics')).status).toBe(403);
    expect((await dana.patch(`/api/admin/users/${id}/role`, { role: 'admin' })).status).toBe(403);
  });

  it('refuses to let an admin change their own role (409)', async () => {
    const own = (await byEmail('boss@campus.edu'))?.id;
    const body = await expectJson(setup.admin.patch(`/api/admin/users/${own}/role`, { role: 'user' }), 409);
    expect(body).toEqual({ message: 'You cannot change your own role', code: 'conflict' });
    expect((await byEmail('boss@campus.edu'))?.role).toBe('admin');
  });

  it('answers 404 for an unknown id and for an id that is not a UUID', async () => {
    expect(await expectJson(setup.admin.patch(`/api/admin/users/${randomUUID()}/role`, { role: 'admin' }), 404)).toMatchObject({
      message: 'User not found',
    });
    await expectJson(setup.admin.patch('/api/admin/users/not-a-uuid/role', { role: 'admin' }), 404);
    await expectJson(setup.admin.patch('/api/admin/users/12/role', { role: 'admin' }), 404);
  });

  it('answers 400 naming the field for a role that does not exist', async () => {
    const id = (await byEmail('pat@campus.edu'))?.id;
    const body = await expectJson<{ message: string }>(setup.admin.patch(`/api/admin/users/${id}/role`, { role: 'owner' }), 400);
    expect(body.message).toBe("role: role must be 'admin' or 'user'");
    await expectJson(setup.admin.patch(`/api/admin/users/${id}/role`, {}), 400);
  });
});
