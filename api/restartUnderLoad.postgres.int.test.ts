import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from './testing/admin';
import type { TestClient } from './testing/client';
import { makeEvent, makePieces } from './testing/factories';
import { startTestServer, type TestServer } from './testing/harness';
import { startPrivatePostgres, type PrivatePostgres } from './testing/privatePostgres';
import { expectBrieflyUnavailable } from './testing/unavailable';

const STUDENTS = 200;
const CODES = ['RST001', 'RST002', 'RST003', 'RST004', 'RST005', 'RST006'];
/** Each student scans this many codes before waiting, if need be, for PostgreSQL to be stopped. */
const BEFORE_STOP = 3;
/** A real client would wait Retry-After; the test retries sooner to keep the run short. */
const RETRY_MS = 25;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What one student saw while scanning one code. */
interface ScanLog {
  student: number;
  code: string;
  /** Each attempt's status, or 'lost' when the answer never arrived. */
  answers: (number | 'lost')[];
}

/**
 * 200 students scanning while PostgreSQL is stopped (fast shutdown, which ends every session)
 * and started again. In the suite's PostgreSQL run only (the file's name says so): the test
 * starts a PostgreSQL server of its own and fails if it cannot.
 */
describe('a PostgreSQL restart under load', () => {
  let postgres: PrivatePostgres;
  let server: TestServer;
  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    server = await startTestServer({}, { databaseUrl: postgres.url });
  });
  afterAll(async () => {
    try {
      if (postgres && !postgres.running) await postgres.start();
      await server?.stop();
    } finally {
      await postgres?.destroy();
    }
  });

  it('200 students scanning through a restart: every acknowledged scan is stored exactly once, nothing else fails, /healthz is 200 afterwards', async () => {
    const db = server.runtime.deps.db;
    await makePieces(db, CODES);
    await makeEvent(db);
    const students: TestClient[] = [];
    for (let start = 0; start < STUDENTS; start += 25) {
      const batch = Array.from({ length: Math.min(25, STUDENTS - start) }, (_, offset) => signedIn(server, `student${start + offset}@campus.edu`));
      students.push(...(await Promise.all(batch)));
    }

    let stopped = false;
    let acknowledged = 0;
    const unexpected: string[] = [];
    let stopping: Promise<void> | null = null;
    let markStopped: () => void = () => undefined;
    const stoppedGate = new Promise<void>((resolve) => {
      markStopped = resolve;
    });
    // PostgreSQL stays down until every student has been turned away at least once.
    const turnedAway = new Set<number>();
    let markEveryoneTurnedAway: () => void = () => undefined;
    const everyoneTurnedAway = new Promise<void>((resolve) => {
      markEveryoneTurnedAway = resolve;
    });
    const answeredWhileDown = (student: number) => {
      turnedAway.add(student);
      if (turnedAway.size === STUDENTS) markEveryoneTurnedAway();
    };

    const scan = async (student: number, code: string): Promise<ScanLog> => {
      const log: ScanLog = { student, code, answers: [] };
      const client = students[student] as TestClient;
      for (;;) {
        const wasStopped = stopped;
        let response: Response;
        try {
          response = await client.post('/api/scan', { code });
        } catch {
          log.answers.push('lost');
          if (wasStopped) answeredWhileDown(student);
          await sleep(RETRY_MS);
          continue;
        }
        log.answers.push(response.status);
        if (wasStopped) answeredWhileDown(student);
        if (response.status === 503) {
          await expectBrieflyUnavailable(response);
          await sleep(RETRY_MS);
          continue;
        }
        const text = await response.text();
        if (response.status === 200) {
          acknowledged++;
          // Half way through the first codes, PostgreSQL goes down under the students' feet.
          if (acknowledged === (STUDENTS * BEFORE_STOP) / 2) stopping ??= stop();
        } else if (response.status !== 409 || JSON.parse(text).code !== 'already_collected') {
          unexpected.push(`student${student} ${code}: ${response.status} ${text}`);
        }
        return log;
      }
    };

    const stop = async () => {
      try {
        await postgres.stop('fast');
      } finally {
        stopped = true;
        markStopped();
      }
      await everyoneTurnedAway;
      await postgres.start();
    };

    let atGate = 0;
    const scanAll = async (student: number): Promise<ScanLog[]> => {
      const logs: ScanLog[] = [];
      for (const [index, code] of CODES.entries()) {
        if (index === BEFORE_STOP) {
          // Should the first codes not be acknowledged as expected, the stop still comes (and the test says why).
          if (++atGate === STUDENTS) stopping ??= stop();
          await stoppedGate;
        }
        logs.push(await scan(student, code));
      }
      return logs;
    };
    const logs = (await Promise.all(students.map((_, student) => scanAll(student)))).flat();
    await stopping;

    expect(unexpected).toEqual([]);
    // Every student felt the outage: a scan answered 503 (or lost) and tried again.
    expect(new Set(logs.filter((log) => log.answers.length > 1).map((log) => log.student)).size).toBe(STUDENTS);

    const rows = await db('collection_entries as c')
      .join('users as u', 'u.id', 'c.user_id')
      .join('qr_links as l', 'l.puzzle_piece_id', 'c.puzzle_piece_id')
      .select('u.email', 'l.code')
      .count<{ email: string; code: string; count: number }[]>('* as count')
      .groupBy('u.email', 'l.code');
    const stored = new Map(rows.map((row) => [`${row.email} ${row.code}`, Number(row.count)]));
    for (const log of logs) {
      const key = `student${log.student}@campus.edu ${log.code}`;
      const final = log.answers.at(-1);
      // Acknowledged (200), or already collected by an earlier attempt whose answer was lost
      // or came as a 503 after the commit: either way stored, and stored once.
      expect(stored.get(key), `${key}: ${log.answers.join(', ')}`).toBe(1);
      if (final === 409) expect(log.answers.slice(0, -1).some((answer) => answer !== 200 && answer !== 409), `${key}: ${log.answers.join(', ')}`).toBe(true);
    }
    expect(rows).toHaveLength(STUDENTS * CODES.length);

    expect((await fetch(new URL('/healthz', server.url))).status).toBe(200);
    await expect.poll(() => server.runtime.deps.bus.isLive(), { timeout: 20_000, interval: 50 }).toBe(true);
  });
});
