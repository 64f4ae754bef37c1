/** The scan workload shared by the scan sections: building the order, sending, and proving nothing was lost or doubled. */
import type pg from 'pg';
import { hasScanCountColumn, PIECE_COUNT, type Piece, type Student } from './fixtures';
import { perSecond, runClosedLoop, unexpectedStatuses, type CallResult, type HttpCall, type LoadResult } from './load';
import { cpuFigure } from './cpu';
import { expect, floorAtLeast, floorAtMost, type Figure } from './report';
import { formatCount, formatMs, formatRatio, summarise } from './stats';

export interface PlannedScan {
  student: Student;
  piece: Piece;
}

/**
 * The floors for scans by 32 concurrent students: at least 0.5x pgbench's TPS (a bare Koa
 * endpoint running one insert-on-conflict and update through `pg` reached 0.48x here), p99 at
 * most 50 ms, and at most 0.15 ms of server CPU a scan.
 */
export const SCAN_RATIO_FLOOR = 0.5;
export const SCAN_P99_FLOOR_MS = 50;
export const SCAN_CPU_FLOOR_MS = 0.15;

/**
 * Code-major order within blocks of students: block 1's students all scan their first code, then
 * all their second, … then block 2. Any `blockSize` consecutive requests are different students
 * (so concurrent requests never queue on one user's row lock), every block's last round
 * completes its students, and a time-limited run still contains completions.
 */
export function codeMajorPlan(students: readonly Student[], pieces: readonly Piece[], blockSize: number): PlannedScan[] {
  const plan: PlannedScan[] = [];
  for (let start = 0; start < students.length; start += blockSize) {
    const block = students.slice(start, start + blockSize);
    for (const piece of pieces) for (const student of block) plan.push({ student, piece });
  }
  return plan;
}

export function scanCall(scan: PlannedScan): HttpCall {
  return {
    method: 'POST',
    path: '/api/scan',
    headers: { cookie: scan.student.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ code: scan.piece.code }),
  };
}

export interface ScanRun {
  /** The scans that were sent (a prefix of the plan when the time ran out). */
  sent: PlannedScan[];
  load: LoadResult;
}

export async function runScans(
  origin: string,
  plan: readonly PlannedScan[],
  connections: number,
  durationMs: number,
  recordHeader?: string,
): Promise<ScanRun> {
  const load = await runClosedLoop({
    origin,
    connections,
    durationMs,
    recordHeader,
    call: (index) => {
      const scan = plan[index];
      return scan && scanCall(scan);
    },
  });
  return { sent: plan.slice(0, load.results.length), load };
}

/** Several runs as one: their scans and results in order, their times added up. */
export function concatRuns(runs: readonly ScanRun[]): ScanRun {
  return {
    sent: runs.flatMap((run) => run.sent),
    load: { results: runs.flatMap((run) => run.load.results), elapsedMs: runs.reduce((sum, run) => sum + run.load.elapsedMs, 0) },
  };
}

/**
 * scans/s against pgbench, p50 and p99, judged against the floors (set for one instance
 * at 32 concurrent students; `judged: false` prints the same figures without them).
 */
export function scanFigures(load: LoadResult, pgbenchTps: number | undefined, judged = true): Figure[] {
  const rate = perSecond(load);
  const latency = summarise(load.results.map((result) => result.latencyMs));
  const rateFigure: Figure = { label: 'scans/s', value: formatCount(rate) };
  if (pgbenchTps) {
    const ratio = rate / pgbenchTps;
    Object.assign(rateFigure, {
      reference: `pgbench ${formatCount(pgbenchTps)} TPS`,
      ratio: formatRatio(ratio),
      ...(judged ? { floor: floorAtLeast(ratio, SCAN_RATIO_FLOOR, `${SCAN_RATIO_FLOOR}x`) } : {}),
    });
  } else {
    rateFigure.reference = 'pgbench not run (add "reference" to --only)';
  }
  return [
    rateFigure,
    { label: 'p50', value: formatMs(latency.p50) },
    { label: 'p99', value: formatMs(latency.p99), ...(judged ? { floor: floorAtMost(latency.p99, SCAN_P99_FLOOR_MS, `${SCAN_P99_FLOOR_MS} ms`) } : {}) },
  ];
}

/** Server CPU per scan, judged against SCAN_CPU_FLOOR_MS, beside the bare stack's when it ran. */
export function scanCpuFigure(cpuMs: number, scans: number, bare?: { cpuMs: number; requests: number }): Figure {
  const figure = cpuFigure('scan', cpuMs, scans, bare && { label: 'bare Koa + pg', ...bare });
  return scans > 0 ? { ...figure, floor: floorAtMost(cpuMs / scans, SCAN_CPU_FLOOR_MS, `${SCAN_CPU_FLOOR_MS} ms`) } : figure;
}

export function requireAll200(results: readonly CallResult[], what: string): string {
  const unexpected = unexpectedStatuses(results);
  if (expect(unexpected === '', `${what}: expected 200 for every request, got ${unexpected}`)) {
    return `${formatCount(results.length)} responses, all 200`;
  }
  return `!!! ${formatCount(results.length)} responses, not all 200: ${unexpected}`;
}

/** A scan and what the server answered (0: no answer, so it may or may not have been recorded). */
export interface AnsweredScan {
  scan: PlannedScan;
  status: number;
}

export function answered(scans: readonly PlannedScan[], results: readonly CallResult[]): AnsweredScan[] {
  return scans.map((scan, index) => ({ scan, status: results[index]?.status ?? 0 }));
}

export function answeredRun(run: ScanRun): AnsweredScan[] {
  return answered(run.sent, run.load.results);
}

const key = (scan: PlannedScan) => `${scan.student.id}:${scan.piece.pieceId}`;

/**
 * Exactly one collection row per (student, piece) acknowledged with 200 or held before, through
 * the right link; none for anything else (a scan that got no answer at all may have a row);
 * and completion recorded for exactly the students who hold every piece.
 */
export async function verifyCollections(
  pool: pg.Pool,
  students: readonly Student[],
  scans: readonly AnsweredScan[],
  heldBefore: readonly PlannedScan[] = [],
): Promise<string> {
  const expected = new Map<string, number>();
  for (const scan of [...heldBefore, ...scans.filter((one) => one.status === 200).map((one) => one.scan)]) expected.set(key(scan), scan.piece.linkId);
  const unanswered = new Set(scans.filter((one) => one.status === 0).map((one) => key(one.scan)));
  const ids = students.map((student) => student.id);
  const { rows } = await pool.query<{ user_id: string; puzzle_piece_id: number; qr_link_id: number | null; copies: number }>(
    `select user_id, puzzle_piece_id, qr_link_id, count(*)::int as copies from collection_entries
     where user_id = any($1::uuid[]) group by user_id, puzzle_piece_id, qr_link_id`,
    [ids],
  );
  const found = new Set<string>();
  const held = new Map<string, number>();
  const problems: string[] = [];
  for (const row of rows) {
    const pair = `${row.user_id}:${row.puzzle_piece_id}`;
    if (found.has(pair) || row.copies > 1) problems.push(`doubled: ${pair}`);
    found.add(pair);
    held.set(row.user_id, (held.get(row.user_id) ?? 0) + 1);
    if (!expected.has(pair)) {
      if (!unanswered.has(pair)) problems.push(`recorded but not acknowledged: ${pair}`);
    } else if (expected.get(pair) !== row.qr_link_id) problems.push(`wrong link: ${pair} has link ${row.qr_link_id}`);
  }
  for (const pair of expected.keys()) if (!found.has(pair)) problems.push(`acknowledged but lost: ${pair}`);
  expect(problems.length === 0, `collection rows do not match the scans: ${problems.length} problem(s), e.g. ${problems.slice(0, 5).join('; ')}`);

  const completion = await pool.query<{ id: string; completed: boolean }>(
    `select u.id, p.completed_at is not null as completed from users u
     left join participants p on p.user_id = u.id and p.event_id = (select id from events where status = 'active')
     where u.id = any($1::uuid[])`,
    [ids],
  );
  const wrong = completion.rows.filter((row) => row.completed !== (held.get(row.id) ?? 0) >= PIECE_COUNT);
  expect(wrong.length === 0, `${wrong.length} student(s) with the wrong completion state (completed_at vs pieces held)`);
  const completed = completion.rows.filter((row) => row.completed).length;
  const verdict = problems.length || wrong.length ? '!!! MISMATCH (see above)' : 'one per acknowledged scan, none lost or doubled';
  return `${formatCount(rows.length)} collection rows: ${verdict}; ${formatCount(completed)} completions recorded`;
}

/** Each link's scan count equals the collections made through it (wherever the server keeps that count). */
export async function verifyLinkCounts(pool: pg.Pool): Promise<string> {
  if (!(await hasScanCountColumn(pool))) {
    return 'qr_links has no scan_count column: scan counts are derived from collection_entries, nothing to compare';
  }
  const { rows } = await pool.query<{ code: string; scan_count: number; collections: number }>(
    `select l.code, l.scan_count, (select count(*)::int from collection_entries c where c.qr_link_id = l.id) as collections
     from qr_links l order by l.code`,
  );
  const off = rows.filter((row) => row.scan_count !== row.collections);
  const summary = off.map((row) => `${row.code} ${row.scan_count} vs ${row.collections}`).join(', ');
  if (!expect(off.length === 0, `qr_links.scan_count differs from the collections: ${summary}`)) return `!!! scan_count differs: ${summary}`;
  return `qr_links.scan_count equals the collections for all ${rows.length} links`;
}
