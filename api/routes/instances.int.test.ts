import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaderboardDto, UserDto } from '../../core/contracts';
import { expectJson, signedIn } from '../testing/admin';
import { TestClient } from '../testing/client';
import { endsWithin, openStream } from '../testing/eventStream';
import { makeEvent, makePieces } from '../testing/factories';
import { startSecondInstance, startTestServer, type TestServer } from '../testing/harness';
import { isReconciliation, statementsDuring } from '../testing/statements';

/**
 * Two API instances on one database, as behind a load balancer. Each keeps sessions, users,
 * tokens, events and the ranking in memory; a change made through one must reach the other
 * through the database's announcements, at once (within the bus's delivery time, polled here
 * for up to 2 s), never after a cache lifetime.
 */
let a: TestServer;
let b: TestServer;
const ADMIN = 'boss@campus.edu';
const soon = { timeout: 2000, interval: 20 };

beforeAll(async () => {
  a = await startTestServer({ ADMIN_EMAILS: ADMIN });
  b = await startSecondInstance(a, { ADMIN_EMAILS: ADMIN });
  await makePieces(a.runtime.deps.db, ['INS001', 'INS002', 'INS003']);
  await makeEvent(a.runtime.deps.db);
  await Promise.all([a.runtime.settle(), b.runtime.settle()]);
});
afterAll(async () => {
  await b.stop();
  await a.stop();
});

describe('two instances on one database', () => {
  it('keeps a student signed in on both, and signs them out of both at once', async () => {
    const onA = await signedIn(a, 'roamer@campus.edu');
    const onB = onA.at(b.url);
    // Both instances have the session in memory now.
    await expectJson(onA.get('/api/auth/user'), 200);
    await expectJson(onB.get('/api/auth/user'), 200);

    // A copy of the cookies taken before the logout (the browser forgets its own).
    const copy = new TestClient(b.url, new Map([['hunt.sid', onA.cookie('hunt.sid') ?? ''], ['hunt.sid.sig', onA.cookie('hunt.sid.sig') ?? '']]));
    expect((await onA.get('/api/logout')).status).toBe(302);
    await expect.poll(async () => (await copy.get('/api/auth/user')).status, soon).toBe(401);
  });

  it('tells the other instance at once that a student accepted the declarations', async () => {
    const onA = await signedIn(a, 'declarer@campus.edu');
    const onB = onA.at(b.url);
    // B holds the user in memory, not yet accepted.
    expect((await expectJson<UserDto>(onB.get('/api/auth/user'), 200)).declarationsAccepted).toBe(false);
    await expectJson(onA.post('/api/user/declarations'), 200);
    await expect.poll(async () => (await expectJson<UserDto>(onB.get('/api/auth/user'), 200)).declarationsAccepted, soon).toBe(true);
  });

  it('reads a session and its user in one query on an instance that has not seen them, then scans in one more', async () => {
    const student = await signedIn(a, 'newcomer@campus.edu');
    const statements = await statementsDuring(b, () => expectJson(student.at(b.url).post('/api/scan', { code: 'INS002' }), 200));
    expect(statements).toHaveLength(2);
    expect(statements[0]).toMatch(/from sessions s left join users u/);
    expect(statements[1]).toMatch(/hunt_record_scan/);
  });

  it('records a returning student as seen, once a minute at most, without making a request wait', async () => {
    const student = await signedIn(a, 'returning@campus.edu');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await a.runtime.deps.db('users').where({ email: 'returning@campus.edu' }).update({ last_seen_at: twoDaysAgo });
    const statements = await statementsDuring(b, async () => {
      for (let i = 0; i < 3; i++) await expectJson(student.at(b.url).get('/api/user/score'), 200);
    });
    expect(statements.filter((sql) => sql.startsWith('update') && sql.includes('last_seen_at'))).toHaveLength(1);
    const { last_seen_at: seen } = await a.runtime.deps.db('users').where({ email: 'returning@campus.edu' }).first();
    expect(seen.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('ends a live stream on the other instance when its reader logs out or is demoted', async () => {
    const student = await signedIn(a, 'streamer@campus.edu');
    const deputy = await signedIn(a, 'stream-deputy@campus.edu');
    const boss = await signedIn(a, ADMIN);
    const deputyId = (await expectJson<{ id: string }>(deputy.get('/api/auth/user'), 200)).id;
    await expectJson(boss.patch(`/api/admin/users/${deputyId}/role`, { role: 'admin' }), 200);
    await expect.poll(async () => (await deputy.at(b.url).get('/api/admin/users')).status, soon).toBe(200);

    const studentStream = await openStream(student.at(b.url));
    const deputyStream = await openStream(deputy.at(b.url));
    expect((await student.get('/api/logout')).status).toBe(302);
    await expectJson(boss.patch(`/api/admin/users/${deputyId}/role`, { role: 'user' }), 200);
    expect(await endsWithin(studentStream, 2000)).toBe(true);
    expect(await endsWithin(deputyStream, 2000)).toBe(true);
  });

  it('applies a demotion made on one instance to the admin\'s next request on the other', async () => {
    const boss = await signedIn(a, ADMIN);
    const deputy = await signedIn(a, 'deputy@campus.edu');
    const deputyId = ((await expectJson<{ id: string }>(deputy.get('/api/auth/user'), 200)).id);
    await expectJson(boss.patch(`/api/admin/users/${deputyId}/role`, { role: 'admin' }), 200);
    await expect.poll(async () => (await deputy.at(b.url).get('/api/admin/users')).status, soon).toBe(200);

    await expectJson(boss.patch(`/api/admin/users/${deputyId}/role`, { role: 'user' }), 200);
    await expect.poll(async () => (await deputy.at(b.url).get('/api/admin/users')).status, soon).toBe(403);
  });

  it('refuses a token revoked on one instance on the other', async () => {
    const boss = await signedIn(a, ADMIN);
    const { secret } = await issueToken(a, boss);
    const viaB = new TestClient(b.url);
    const bearer = { Authorization: `Bearer ${secret}` };
    await expectJson(viaB.get('/api/admin/analytics', bearer), 200);
    const tokens = await expectJson<{ id: number }[]>(boss.get('/api/admin/tokens'), 200);
    for (const token of tokens) expect((await boss.delete(`/api/admin/tokens/${token.id}`)).status).toBe(204);
    await expect.poll(async () => (await viaB.get('/api/admin/analytics', bearer)).status, soon).toBe(401);
  });

  it('shows a completion made through one instance on the other\'s board, without a rebuild', async () => {
    const finisher = await signedIn(a, 'finisher@campus.edu', { firstName: 'Fin', lastName: 'Isher' });
    for (const code of ['INS001', 'INS002', 'INS003']) await expectJson(finisher.post('/api/scan', { code }), 200);
    const viewer = await signedIn(b, 'viewer@campus.edu');
    await expect
      .poll(async () => (await expectJson<LeaderboardDto>(viewer.get('/api/leaderboard'), 200)).entries.map((e) => e.userName), soon)
      .toContain('Fin Isher');
  });

  it("moves a find made through one instance on the other's race board, a newcomer and then one already on it", async () => {
    const hunter = await signedIn(a, 'racer@campus.edu', { firstName: 'Ray', lastName: 'Cer' });
    const viewer = await signedIn(b, 'race-viewer@campus.edu');
    const piecesOfRay = async () =>
      (await expectJson<LeaderboardDto>(viewer.get('/api/leaderboard'), 200)).entries.find((entry) => entry.userName === 'Ray Cer')?.piecesFound ?? 0;
    await expectJson(hunter.post('/api/scan', { code: 'INS001' }), 200);
    await expect.poll(piecesOfRay, soon).toBe(1);
    // Already on the other's board: the announced find moves it without a read there.
    const reads: string[] = [];
    const record = (query: { sql: string }) => {
      if (!isReconciliation(query)) reads.push(query.sql);
    };
    b.runtime.deps.db.on('query', record);
    try {
      await expectJson(hunter.post('/api/scan', { code: 'INS002' }), 200);
      await expect.poll(piecesOfRay, soon).toBe(2);
    } finally {
      b.runtime.deps.db.off('query', record);
    }
    expect(reads.filter((sql) => sql.includes('participants'))).toEqual([]);
  });

  it('seals and unseals the board on both when the event changes on one', async () => {
    const viewer = await signedIn(b, 'sealwatch@campus.edu');
    await a.runtime.deps.db('events').where({ status: 'active' }).update({ leaderboard_visibility: 'sealed' });
    await expect.poll(async () => (await expectJson<LeaderboardDto>(viewer.get('/api/leaderboard'), 200)).published, soon).toBe(false);
    const boss = await signedIn(a, ADMIN);
    const active = (await expectJson<{ id: number; status: string }[]>(boss.get('/api/admin/events'), 200)).find((e) => e.status === 'active');
    await expectJson(boss.post(`/api/admin/events/${active?.id}/complete`), 200);
    await expect.poll(async () => (await expectJson<LeaderboardDto>(viewer.get('/api/leaderboard'), 200)).published, soon).toBe(true);
  });
});

async function issueToken(server: TestServer, admin: TestClient): Promise<{ secret: string }> {
  const { issueApiToken } = await import('../services/apiTokens');
  const me = await expectJson<{ id: string; role: 'admin' | 'user' }>(admin.get('/api/auth/user'), 200);
  return issueApiToken(server.runtime.deps.db, me, 'instances test');
}
