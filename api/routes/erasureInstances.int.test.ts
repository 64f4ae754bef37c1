import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaderboardDto } from '../../core/contracts';
import { expectJson, signedIn } from '../testing/admin';
import { TestClient } from '../testing/client';
import { endsWithin, openStream } from '../testing/eventStream';
import { unzip } from '../testing/exportZip';
import { makeEvent, makePieces } from '../testing/factories';
import { startSecondInstance, startTestServer, type TestServer } from '../testing/harness';

/**
 * An erasure made through one instance reaches the other at once, through the database's
 * announcements: the erased student's streams there close, their cookie stops working, and
 * neither instance's board or export holds anything of theirs.
 */
let a: TestServer;
let b: TestServer;
const ADMIN = 'boss@campus.edu';
const CODES = ['EIN001', 'EIN002'];
const soon = { timeout: 2000, interval: 20 };

beforeAll(async () => {
  a = await startTestServer({ ADMIN_EMAILS: ADMIN });
  b = await startSecondInstance(a, { ADMIN_EMAILS: ADMIN });
  await makePieces(a.runtime.deps.db, CODES);
  await makeEvent(a.runtime.deps.db);
  await Promise.all([a.runtime.settle(), b.runtime.settle()]);
});
afterAll(async () => {
  await b.stop();
  await a.stop();
});

/** A student who completed the hunt (so is on the board), signed in through `server`. */
async function finisher(server: TestServer, email: string, firstName: string): Promise<{ client: TestClient; id: string }> {
  const client = await signedIn(server, email, { firstName, lastName: 'Finisher' });
  for (const code of CODES) await expectJson(client.post('/api/scan', { code }), 200);
  const { id } = await expectJson<{ id: string }>(client.get('/api/auth/user'), 200);
  return { client, id };
}

/** Every file of the export from `server`, as one text. */
async function exportText(server: TestServer): Promise<string> {
  const boss = await signedIn(server, ADMIN);
  const response = await boss.get('/api/admin/export-data');
  expect(response.status).toBe(200);
  return [...(await unzip(Buffer.from(await response.arrayBuffer()))).values()].join('\n');
}

async function expectNoTrace(traces: string[]): Promise<void> {
  // Every announcement made so far has reached both instances' memory.
  await Promise.all([a.runtime.settle(), b.runtime.settle()]);
  const viewer = await signedIn(b, 'viewer@campus.edu');
  for (const server of [a, b]) {
    const board = JSON.stringify(await expectJson<LeaderboardDto>(viewer.at(server.url).get('/api/leaderboard'), 200));
    const adminBoard = JSON.stringify(await expectJson(await signedIn(server, ADMIN).then((boss) => boss.get('/api/admin/leaderboard')), 200));
    const exported = await exportText(server);
    for (const trace of traces) for (const text of [board, adminBoard, exported]) expect(text).not.toContain(trace);
  }
}

describe('erasure across two instances', () => {
  it("closes the student's streams on the other instance and stops their cookie there at once", async () => {
    const { client: student, id } = await finisher(a, 'zoe.gone@campus.edu', 'Zoe');
    const onB = student.at(b.url);
    const viewer = await signedIn(b, 'watcher@campus.edu');
    await expect.poll(async () => JSON.stringify(await expectJson(viewer.get('/api/leaderboard'), 200)), soon).toContain('Zoe Finisher');
    const board = await openStream(onB, '/api/leaderboard/stream');
    const hunt = await openStream(onB, '/api/hunt/stream');
    const copy = new TestClient(b.url, new Map([['hunt.sid', student.cookie('hunt.sid') ?? ''], ['hunt.sid.sig', student.cookie('hunt.sid.sig') ?? '']]));
    await expectJson(copy.get('/api/auth/user'), 200);

    expect((await student.request('DELETE', '/api/user', { json: { confirm: 'zoe.gone@campus.edu' } })).status).toBe(204);
    expect(await endsWithin(board, 2000)).toBe(true);
    expect(await endsWithin(hunt, 2000)).toBe(true);
    await expect.poll(async () => (await copy.get('/api/auth/user')).status, soon).toBe(401);
    await expectNoTrace([id, 'zoe.gone@campus.edu', 'Zoe Finisher']);
  });

  it('does the same when an organiser erases the student through the other instance', async () => {
    const { client: student, id } = await finisher(b, 'yan.gone@campus.edu', 'Yan');
    const board = await openStream(student, '/api/leaderboard/stream');
    const boss = await signedIn(a, ADMIN);
    expect((await boss.delete(`/api/admin/users/${id}`)).status).toBe(204);
    expect(await endsWithin(board, 2000)).toBe(true);
    await expect.poll(async () => (await student.get('/api/user/score')).status, soon).toBe(401);
    await expectNoTrace([id, 'yan.gone@campus.edu', 'Yan Finisher']);
  });
});
