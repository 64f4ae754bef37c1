/**
 * 1. The yardstick for every scan rate: what this PostgreSQL does per second with pgbench's
 * simple-update transaction (-N) at 8 clients, measured now, on the same busy machine.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { StandaloneSection } from '../lib/context';
import { onCleanup } from '../lib/cleanup';
import { createFreshDatabase, libpqEnvironment } from '../lib/postgres';
import { check } from '../lib/report';
import { formatCount } from '../lib/stats';

const run = promisify(execFile);

export const referenceSection: StandaloneSection = {
  kind: 'standalone',
  name: 'reference',
  async run(context) {
    const seconds = context.size(10, 3);
    const db = await createFreshDatabase('pgbench');
    // Ctrl+C mid-run stops pgbench too (the database is dropped from under it right after).
    const abort = new AbortController();
    const forget = onCleanup('stop pgbench', () => abort.abort());
    try {
      const options = { env: { ...process.env, ...libpqEnvironment() }, signal: abort.signal };
      await run('pgbench', ['-i', '-q', db.name], options);
      const args = ['-N', '-c', '8', '-j', '2', '-T', String(seconds), db.name];
      const { stdout } = await run('pgbench', args, options);
      // PostgreSQL 15: "tps = 6861.2 (without initial connection time)".
      const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1]);
      check(Number.isFinite(tps) && tps > 0, `could not read pgbench's TPS from:\n${stdout}`);
      context.pgbenchTps = tps;
      return {
        title: '1. Reference: pgbench simple-update',
        figures: [{ label: 'TPS', value: formatCount(tps), reference: 'the reference for every scan rate' }],
        notes: [`pgbench ${args.slice(0, -1).join(' ')} on a fresh database after pgbench -i (TPS without connection time)`],
      };
    } finally {
      forget();
      await db.drop();
    }
  },
};
