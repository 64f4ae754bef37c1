/**
 * The bare stack a scan stands on: a Koa endpoint running one insert-on-conflict + update
 * statement through `pg`, with nothing of the product around it (no session, no rate limit,
 * no answer beyond a count). Driven exactly like the real scans, it says what this machine's
 * parts allow a scan right now, so a floor the parts themselves miss reads as the machine's.
 */
import type pg from 'pg';
import type { HttpCall } from './load';

/** Served by bench/helloServer.ts when it is started with a database. */
export const BARE_SCAN_PATH = '/scan';

/** A student's find recorded once, and their count of pieces raised only when it was new. */
export const BARE_SCAN_STATEMENT = `with found as (
    insert into bench_bare_finds (student, piece) values ($1, $2) on conflict do nothing returning 1
  )
  update bench_bare_students set pieces = pieces + (select count(*) from found), updated_at = now()
  where student = $1 returning pieces`;

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

/** How many finds the bare stack recorded, and how many students' counts disagree with them. */
export async function bareScansRecorded(pool: pg.Pool, held: number): Promise<{ finds: number; miscounted: number }> {
  const { rows } = await pool.query<{ finds: number; miscounted: number }>(
    `select (select count(*)::int from bench_bare_finds) as finds,
      (select count(*)::int from bench_bare_students s
        where s.pieces <> $1 + (select count(*) from bench_bare_finds f where f.student = s.student)) as miscounted`,
    [held],
  );
  return rows[0] ?? { finds: 0, miscounted: -1 };
}
