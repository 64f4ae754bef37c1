import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserDto } from '../../../core/admin';
import { expectJson, startAdminTestServer, type AdminTestSetup } from '../../testing/admin';
import { readCsv, unzip } from '../../testing/exportZip';
import { makeCollection, makeEvent, makePieces, makeUser } from '../../testing/factories';

// Where each student stands, as the organiser's user list and users.csv show it: points, rank,
// completion, tier and the current event's prize.

let setup: AdminTestSetup;
const db = () => setup.server.runtime.deps.db;

beforeAll(async () => {
  setup = await startAdminTestServer();
  const [only] = await makePieces(db(), ['STAND1']);
  // The default prize tiers: Platinum 99, Gold 95, Silver 90, Bronze 75.
  await makeEvent(db(), { name: 'Standing Hunt' });
  // Four finish, one after the other: the first place always reaches the top tier, Platinum.
  for (const name of ['first', 'second', 'third', 'fourth']) {
    await makeCollection(db(), await makeUser(db(), { email: `${name}@campus.edu` }), [only?.link ?? { code: 'STAND1' }]);
  }
  await makeUser(db(), { email: 'starter@campus.edu' });
  await setup.server.runtime.settle();
});
afterAll(() => setup.server.stop());

describe("a student's standing", () => {
  it('lists points, rank, completion, tier and prize for finishers, and none of the last four for others', async () => {
    const users = await expectJson<AdminUserDto[]>(setup.admin.get('/api/admin/users'), 200);
    const byEmail = new Map(users.map((user) => [user.email, user]));
    expect(byEmail.get('first@campus.edu')).toMatchObject({ totalPoints: 0, rank: 1, tier: 'Platinum', prize: 'Platinum Prize' });
    expect(byEmail.get('first@campus.edu')?.completedAt).toEqual(expect.any(String));
    expect(byEmail.get('second@campus.edu')).toMatchObject({ rank: 2, tier: null, prize: null });
    expect(byEmail.get('starter@campus.edu')).toMatchObject({ totalPoints: 0, completedAt: null, rank: null, tier: null, prize: null });
  });

  it('writes the same into users.csv', async () => {
    const files = await unzip(Buffer.from(await (await setup.admin.get('/api/admin/export-data')).arrayBuffer()));
    const { header, rows } = readCsv(files.get('users.csv') ?? '');
    expect(header.slice(-7)).toEqual(['points', 'rank', 'completedAt', 'tier', 'prize', 'team', 'division']);
    const first = rows.find((row) => row.email === 'first@campus.edu');
    expect(first).toMatchObject({ points: '0', rank: '1', tier: 'Platinum', prize: 'Platinum Prize' });
    expect(rows.find((row) => row.email === 'starter@campus.edu')).toMatchObject({ rank: '', completedAt: '', tier: '', prize: '' });
  });
});
