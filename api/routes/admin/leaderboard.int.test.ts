import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminLeaderboardDto } from '../../../core/admin';
import { expectJson, startAdminTestServer, type AdminTestSetup } from '../../testing/admin';
import { makeEvent, makeUser } from '../../testing/factories';

let setup: AdminTestSetup;

beforeAll(async () => {
  setup = await startAdminTestServer();
  const db = setup.server.runtime.deps.db;
  const start = Date.parse('2026-05-01T09:00:00.000Z');
  // A board is an event's.
  await makeEvent(db);
  // 60 ranked participants: points 60 down to 1.
  for (let i = 0; i < 60; i++) {
    await makeUser(db, {
      email: `runner${String(i).padStart(2, '0')}@campus.edu`,
      first_name: 'Runner',
      last_name: String(i),
      total_points: 60 - i,
      completed_at: new Date(start + i * 1000),
    });
  }
  await setup.server.runtime.settle();
});
afterAll(() => setup.server.stop());

describe('GET /api/admin/leaderboard', () => {
  it('gives the top 50 with full e-mails', async () => {
    const board = await expectJson<AdminLeaderboardDto>(setup.admin.get('/api/admin/leaderboard'), 200);
    expect(board.published).toBe(true);
    expect(board.totalRanked).toBe(60);
    expect(board.entries).toHaveLength(50);
    expect(board.entries[0]).toMatchObject({ rank: 1, userName: 'Runner 0', email: 'runner00@campus.edu', totalPoints: 60 });
    expect(board.entries[49]).toMatchObject({ rank: 50, email: 'runner49@campus.edu' });
    expect(board.me).toBeNull();
  });
});
