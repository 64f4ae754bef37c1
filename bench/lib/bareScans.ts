/**
 * The bare stack a scan stands on: a Koa endpoint running one insert-on-conflict + update
 * statement through `pg`, with nothing of the product around it (no session, no rate limit,
 * no answer beyond a count). Driven exactly like the real scans, it says what this machine's
 * parts allow a scan right now, so a floor the parts themselves miss reads as the machine's.
 */
import type pg from 'pg';
import { BARE_SCAN_PATH } from './bareStack';
import { withServerCpu } from './cpu';
import { runClosedLoop, type HttpCall, type LoadResult } from './load';
import { expect } from './report';
import { requireAll200 } from './scans';
import { startReferenceServer } from './server';
import { formatCount } from './stats';

/** The bare stack's tables, beside the product's, with `count` students holding `held` pieces each. */
export async function prepareBareScans(pool: pg.Pool, count: number, held: number): Promise<void> {
  await pool.query(`drop table if exists bench_bare_finds, bench_bare_students;
    create table bench_bare_students (student int primary key, pieces int not null, updated_at timestamptz not null);
    create table bench_bare_finds (
      student int not null references bench_bare_students, piece int not null,
      found_at timestamptz not null default now(), primary key (student, piece)
    )`);
  await pool.query('insert into bench_bare_students select n, $2, now() from generate_series(1, $1) as n', [count, held]);
}

export function bareScanCall(student: number, piece: number): HttpCall {
  return { method: 'POST', path: BARE_SCAN_PATH, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ student, piece }) };
}

/**
 * Checks that the bare stack recorded `expected` finds, each once, and that every student's count
 * (`held` before, plus their finds) agrees; a failure fails the run. Says what it found.
 */
export async function verifyBareFinds(pool: pg.Pool, held: number, expected: number): Promise<string> {
  const { rows } = await pool.query<{ finds: number; miscounted: number }>(
    `select (select count(*)::int from bench_bare_finds) as finds,
      (select count(*)::int from bench_bare_students s
        where s.pieces <> $1 + (select count(*) from bench_bare_finds f where f.student = s.student)) as miscounted`,
    [held],
  );
  const { finds, miscounted } = rows[0] ?? { finds: 0, miscounted: -1 };
  const once = expect(finds === expected && miscounted === 0, `the bare stack recorded ${finds} of ${expected} finds, ${miscounted} students miscounted`);
  return once ? `${formatCount(finds)} finds, each recorded once` : `!!! ${formatCount(finds)} of ${formatCount(expected)} finds recorded, ${miscounted} students miscounted`;
}

export interface BareRun {
  load: LoadResult;
  /** The bare server's own CPU time over the run. */
  cpuMs: number;
  /** What was checked: the answers' statuses, the finds recorded. */
  note: string;
}

/**
 * The bare stack driven like section 2's scans: `connections` keep-alive connections for
 * `durationMs`, every call a different student's find, on its own instance of the reference
 * server; every answer must be 200 and every find recorded once.
 */
export async function runBareScans(databaseUrl: string, pool: pg.Pool, connections: number, durationMs: number): Promise<BareRun> {
  const students = 20_000;
  await prepareBareScans(pool, students, 0);
  const server = await startReferenceServer(databaseUrl, 'bare');
  try {
    const { value: load, cpuMs } = await withServerCpu(server, () =>
      runClosedLoop({
        origin: server.origin,
        connections,
        durationMs,
        call: (index) => bareScanCall((index % students) + 1, Math.floor(index / students) + 1),
      }),
    );
    const statuses = requireAll200(load.results, 'bare scans');
    const finds = await verifyBareFinds(pool, 0, load.results.length);
    const note = `then the bare stack (bench/helloServer.ts's POST /scan on its own process: Koa, pg with 10 connections, one insert-on-conflict + update a scan) for as long on ${connections} connections, every call a different student: ${statuses}; ${finds}`;
    return { load, cpuMs, note };
  } finally {
    await server.stop();
  }
}
