import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaderboardDto, ScoreDto } from '../../core/contracts';
import type { Change } from '../realtime/changes';
import { addPoints } from '../repos/surveyResponses';
import { expectJson, signedIn, type SignedInClient } from '../testing/admin';
import { makeEvent, makePieces } from '../testing/factories';
import { startSecondInstance, startTestServer, type TestServer } from '../testing/harness';
import { isReconciliation } from '../testing/statements';
import { RECONCILE_EVERY_MS } from '../leaderboard/reconciliation';

/**
 * A completion and an answer's points are announced by the instance that wrote them, after
 * commit, never by a NOTIFY inside their transaction. An instance that stops between its commit
 * and its announcement leaves the change to the others' reconciliation: every instance shows it
 * within a few looks all the same (polled, bounded by the reconciliation's period).
 */
let a: TestServer;
let b: TestServer;
let eventId: number;
const CODES = ['AAC001', 'AAC002', 'AAC003'];
const LAST = 'AAC003';
/** Two looks of the reconciliation and then some: a bound on waiting, not a measured time. */
const withinLooks = { timeout: 3 * RECONCILE_EVERY_MS, interval: 50 };
const soon = { timeout: 2000, interval: 20 };

beforeAll(async () => {
  a = await startTestServer();
  b = await startSecondInstance(a);
  await makePieces(a.runtime.deps.db, CODES);
  eventId = (await makeEvent(a.runtime.deps.db)).id;
  await Promise.all([a.runtime.settle(), b.runtime.settle()]);
});
afterAll(async () => {
  await b.stop();
  await a.stop();
});

/** Every change `server` hears while `run` runs, up to the moment everything committed by then has arrived. */
async function heardDuring(server: TestServer, run: () => Promise<unknown>): Promise<Change[]> {
  const heard: Change[] = [];
  const stop = server.runtime.deps.bus.subscribe((change) => heard.push(change));
  try {
    await run();
    await server.runtime.deps.bus.sync();
  } finally {
    stop();
  }
  return heard;
}

const announcedByTrigger = (heard: readonly Change[], userId: string) => heard.some((change) => change.topic === 'rank' && change.id === userId);

/** The student's own place on `server`'s board, and their score as that instance holds it. */
async function standingOn(server: TestServer, student: SignedInClient) {
  const onServer = student.at(server.url);
  const board = await expectJson<LeaderboardDto>(onServer.get('/api/leaderboard'), 200);
  const { score } = await expectJson<ScoreDto>(onServer.get('/api/user/score'), 200);
  return { completed: board.me?.completedAt != null, boardPoints: board.me?.totalPoints, score };
}

/** A student on the board of both instances (they hold the first codes), not yet complete. */
async function hunting(email: string): Promise<SignedInClient> {
  const student = await signedIn(a, email);
  for (const code of CODES.slice(0, -1)) await expectJson(student.post('/api/scan', { code }), 200);
  // Both instances hold the student's row and user as they are now: a's announcements are sent
  // before b waits for what was committed.
  await expectJson(student.at(b.url).get('/api/user/score'), 200);
  await a.runtime.settle();
  await b.runtime.settle();
  return student;
}

describe('changes announced after commit', () => {
  it('announces a completion from the instance that recorded it, not from inside its transaction', async () => {
    const student = await hunting('finisher@campus.edu');
    const reads: string[] = [];
    const record = (query: { sql: string }) => {
      if (!isReconciliation(query)) reads.push(query.sql);
    };
    b.runtime.deps.db.on('query', record);
    let heard: Change[];
    try {
      heard = await heardDuring(b, async () => {
        await expectJson(student.post('/api/scan', { code: LAST }), 200);
        await a.runtime.deps.ranking.flushFinds();
      });
      await b.runtime.settle();
    } finally {
      b.runtime.deps.db.off('query', record);
    }
    expect(announcedByTrigger(heard, student.userId)).toBe(false);
    expect(heard).toContainEqual({
      topic: 'race',
      finds: [{ id: student.userId, stamp: expect.objectContaining({ piecesFound: CODES.length, completedAtMs: expect.any(Number) }) }],
      standing: true,
    });
    // The stamp is newer than the other's board (more pieces): applied there without a read.
    expect(reads.filter((sql) => sql.includes('participants'))).toEqual([]);
    await expect.poll(() => standingOn(b, student), soon).toMatchObject({ completed: true, score: { completedAt: expect.any(String) } });
  });

  it('tells a find alone from a change of standing', async () => {
    const student = await signedIn(a, 'two.finds@campus.edu');
    const announced = async (code: string) => {
      const heard = await heardDuring(b, async () => {
        await expectJson(student.post('/api/scan', { code }), 200);
        await a.runtime.deps.ranking.flushFinds();
      });
      return heard.filter((change) => change.topic === 'race' && change.finds.some((find) => find.id === student.userId));
    };
    // The first find makes the student's row (a division may come with it); the second moves the race alone.
    expect(await announced(CODES[0] ?? '')).toEqual([expect.objectContaining({ standing: true })]);
    expect(await announced(CODES[1] ?? '')).toEqual([expect.objectContaining({ standing: false })]);
  });

  it('shows on every instance a completion whose instance stopped between commit and announcement', async () => {
    const student = await hunting('stopped.scanner@campus.edu');
    // The scan's transaction exactly as an instance commits it, with no instance left to announce it.
    const heard = await heardDuring(b, async () => {
      const { rows } = await a.runtime.deps.db.raw<{ rows: { result: { outcome: string; completed: boolean } }[] }>(
        `select hunt_record_scan(?, ?, 10, 60, '{}'::jsonb) as result`,
        [student.userId, LAST],
      );
      expect(rows[0]?.result).toMatchObject({ outcome: 'collected', completed: true });
    });
    expect(announcedByTrigger(heard, student.userId)).toBe(false);
    for (const server of [a, b]) {
      await expect.poll(() => standingOn(server, student), withinLooks).toMatchObject({ completed: true, score: { completedAt: expect.any(String) } });
    }
  });

  it("shows on every instance an answer's points whose instance stopped between commit and announcement", async () => {
    const student = await hunting('stopped.answer@campus.edu');
    const before = await standingOn(b, student);
    // The answer path's write of the points, committed; nobody announces it.
    const heard = await heardDuring(b, () => a.runtime.deps.db.transaction((trx) => addPoints(trx, eventId, student.userId, 7)));
    expect(announcedByTrigger(heard, student.userId)).toBe(false);
    for (const server of [a, b]) {
      await expect
        .poll(() => standingOn(server, student), withinLooks)
        .toMatchObject({ boardPoints: (before.boardPoints ?? 0) + 7, score: { totalPoints: before.score.totalPoints + 7 } });
    }
  });
});
