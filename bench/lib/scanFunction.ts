import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { onCleanup } from './cleanup';
import type { Hunt } from './fixtures';
import { check } from './report';

const run = promisify(execFile);

/**
 * PostgreSQL's own ceiling for scans: pgbench calling the scan function (`hunt_record_scan`,
 * what each POST /api/scan sends) directly, 8 clients, random students of `cohort` and random
 * codes, with no HTTP, Node or session in between. What the HTTP rate is measured against to
 * see how much of the database the server gets to use.
 */
export async function scanFunctionTps(databaseUrl: string, hunt: Hunt, cohort: string, students: number, seconds: number): Promise<number> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'hunt-bench-'));
  const script = path.join(folder, 'scan.sql');
  await writeFile(
    script,
    [
      `\\set n random(1, ${students})`,
      `\\set c random(1, ${hunt.pieces.length})`,
      `select hunt_record_scan((select id from users where email = '${cohort}-' || :n || '@bench.campus.edu'), 'BENCH' || :c, 10, 60, '{"displayVerified": false, "maxSpeed": 2}'::jsonb);`,
      '',
    ].join('\n'),
  );
  const abort = new AbortController();
  const forget = onCleanup('stop pgbench', () => abort.abort());
  try {
    const { stdout } = await run('pgbench', ['-n', '-M', 'prepared', '-f', script, '-c', '8', '-j', '2', '-T', String(seconds), databaseUrl], { signal: abort.signal });
    const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1]);
    check(Number.isFinite(tps) && tps > 0, `could not read pgbench's TPS from:\n${stdout}`);
    return tps;
  } finally {
    forget();
    await rm(folder, { recursive: true, force: true });
  }
}
