import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPieceDto } from '../../../core/admin';
import type { LeaderboardDto, ProgressDto } from '../../../core/contracts';
import { expectJson, signedIn, startAdminTestServer, type AdminTestSetup } from '../../testing/admin';
import type { TestClient } from '../../testing/client';
import { makeEvent, makePieces } from '../../testing/factories';

/** How adding and deleting pieces (the denominator of completion) treats participants' progress. */
let setup: AdminTestSetup;
const progress = (client: TestClient) => expectJson<ProgressDto>(client.get('/api/user/progress'), 200);

beforeAll(async () => {
  setup = await startAdminTestServer();
  // Scans count only while an event runs.
  await makeEvent(setup.server.runtime.deps.db);
  await makePieces(setup.server.runtime.deps.db, ['CMP001', 'CMP002']);
});
afterAll(() => setup.server.stop());

describe('pieces and completion', () => {
  it('keeps completedAt for users who completed before a piece was added', async () => {
    for (const code of ['CMP001', 'CMP002']) await expectJson(setup.user.post('/api/scan', { code }), 200);
    const completedAt = (await progress(setup.user)).completedAt;
    expect(completedAt).not.toBeNull();

    await expectJson<AdminPieceDto>(setup.admin.post('/api/admin/puzzles', { name: 'Late addition' }), 201);
    expect(await progress(setup.user)).toEqual({ collected: 2, total: 3, completedAt });
    const board = await expectJson<LeaderboardDto>(setup.user.get('/api/leaderboard'), 200);
    expect(board.me?.completedAt).toBe(completedAt);
  });

  it('completes, at deletion, a user who held every piece but the one deleted', async () => {
    const quinn = await signedIn(setup.server, 'quinn@campus.edu');
    for (const code of ['CMP001', 'CMP002']) await expectJson(quinn.post('/api/scan', { code }), 200);
    expect((await progress(quinn)).completedAt).toBeNull();
    const stranded = await signedIn(setup.server, 'rory@campus.edu');
    await expectJson(stranded.post('/api/scan', { code: 'CMP001' }), 200);

    const late = (await expectJson<AdminPieceDto[]>(setup.admin.get('/api/admin/puzzles'), 200)).find((p) => p.name === 'Late addition');
    const before = Date.now();
    expect((await setup.admin.delete(`/api/admin/puzzles/${late?.id}`)).status).toBe(204);

    const after = await progress(quinn);
    expect(after.collected).toBe(2);
    expect(after.total).toBe(2);
    expect(new Date(after.completedAt ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await progress(stranded)).completedAt).toBeNull();
    // The ranked snapshot saw it at once.
    const board = await expectJson<LeaderboardDto>(quinn.get('/api/leaderboard'), 200);
    expect(board.me?.rank).toBe(2);
    expect(board.totalRanked).toBe(2);
  });

  it('completes, at deletion, a team whose members between them hold every piece but the one deleted, and its members', async () => {
    const db = setup.server.runtime.deps.db;
    const event = await db('events').where({ status: 'active' }).first();
    await db('events').where({ id: event.id }).update({ mode: 'teams' });
    const [team] = await db('teams').insert({ event_id: event.id, name: 'Pair', join_code: 'PAIR22' }).returning<{ id: number }[]>('id');
    const pair = [await signedIn(setup.server, 'sam@campus.edu'), await signedIn(setup.server, 'tess@campus.edu')];
    for (const member of pair) await db('participants').insert({ event_id: event.id, user_id: member.userId, team_id: team?.id });
    const extra = await expectJson<AdminPieceDto>(setup.admin.post('/api/admin/puzzles', { name: 'Another late one' }), 201);
    await expectJson(pair[0]?.post('/api/scan', { code: 'CMP001' }) ?? Promise.reject(), 200);
    await expectJson(pair[1]?.post('/api/scan', { code: 'CMP002' }) ?? Promise.reject(), 200);
    expect((await db('teams').where({ id: team?.id }).first()).completed_at).toBeNull();

    expect((await setup.admin.delete(`/api/admin/puzzles/${extra.id}`)).status).toBe(204);
    expect((await db('teams').where({ id: team?.id }).first()).completed_at).not.toBeNull();
    for (const member of pair) expect((await progress(member)).completedAt).not.toBeNull();
  });
});
