import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsDto } from '../../../core/admin';
import { expectJson, signedIn, startAdminTestServer, type AdminTestSetup } from '../../testing/admin';
import { makeEvent, makePieces } from '../../testing/factories';

let setup: AdminTestSetup;
const analytics = () => expectJson<AnalyticsDto>(setup.admin.get('/api/admin/analytics'), 200);
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  setup = await startAdminTestServer();
  // Scans count only while an event runs.
  await makeEvent(setup.server.runtime.deps.db);
});
afterAll(() => setup.server.stop());

describe('GET /api/admin/analytics', () => {
  it('counts participants only, and answers 0% with no completions', async () => {
    expect(await analytics()).toEqual({ totalUsers: 1, totalScans: 0, completionRate: 0, completedUsers: 0, activeToday: 1 });
  });

  it('sums scans, counts completions, rounds the rate and counts who was active in the last 24 h', async () => {
    const db = setup.server.runtime.deps.db;
    await makePieces(db, ['ANA001', 'ANA002']);
    const a = await signedIn(setup.server, 'a@campus.edu');
    const b = await signedIn(setup.server, 'b@campus.edu');
    // pat completes; a collects one piece; b only types a wrong code, which is not a scan.
    for (const code of ['ANA001', 'ANA002']) await expectJson(setup.user.post('/api/scan', { code }), 200);
    await expectJson(a.post('/api/scan', { code: 'ANA001' }), 200);
    await expectJson(b.post('/api/scan', { code: 'WRONG1' }), 404);
    // b was last seen two days ago.
    await db('users').where({ email: 'b@campus.edu' }).update({ last_seen_at: new Date(Date.now() - 2 * DAY_MS) });

    expect(await analytics()).toEqual({ totalUsers: 3, totalScans: 3, completedUsers: 1, completionRate: 33, activeToday: 2 });
  });

  it('rounds the completion rate to the nearest whole percent', async () => {
    await expectJson(setup.user.post('/api/scan', { code: 'ANA002' }), 409);
    const a = await signedIn(setup.server, 'a@campus.edu');
    await expectJson(a.post('/api/scan', { code: 'ANA002' }), 200);
    // 2 of 3 completed: 66.67 rounds to 67.
    expect(await analytics()).toMatchObject({ completedUsers: 2, completionRate: 67, totalScans: 4 });
  });
});
