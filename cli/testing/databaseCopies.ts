import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import knexFactory from 'knex';
import { migratedSnapshot } from '../../api/testing/pgliteSnapshot';
import { testDbTarget } from '../../api/testing/harness';
import { createDb, type DbHandle } from '../../db';
import { removeDir, runHunt, tempDir, type HuntRun } from './hunt';

const run = promisify(execFile);

/**
 * A database on the suite's target that can be backed up and restored as an operator would:
 * the embedded one with `hunt backup` and `hunt restore` on a data folder, PostgreSQL with the
 * pg_dump and pg_restore that docs/deploy.md gives, into a database of its own.
 */
export interface CopyableDatabase {
  /** The source database, migrated by the server that starts on it. */
  source: DbHandle;
  /** The embedded source's folder (null on PostgreSQL), for the CLI's refusal to copy it while in use. */
  dataDir: string | null;
  /** Backs the stopped source up into a file and restores it into a fresh database. */
  backUpAndRestore(): Promise<DbHandle>;
  cleanup(): Promise<void>;
}

function expectSuccess(what: string, result: HuntRun): void {
  if (result.code !== 0) throw new Error(`${what} exited ${result.code}\nstdout: ${result.stdout}\nstderr: ${result.stderr}`);
}

async function embedded(): Promise<CopyableDatabase> {
  const dir = await tempDir('hunt-backup-');
  const dataDir = path.join(dir, 'data');
  const restored = path.join(dir, 'restored');
  const file = path.join(dir, 'hunt.backup');
  return {
    source: createDb({ dataDir, pgliteSnapshot: await migratedSnapshot() }),
    dataDir,
    async backUpAndRestore() {
      expectSuccess('hunt backup', await runHunt(['backup', '--out', file, '--data-dir', dataDir]));
      expectSuccess('hunt restore', await runHunt(['restore', file, '--data-dir', restored]));
      return createDb({ dataDir: restored });
    },
    cleanup: () => removeDir(dir),
  };
}

async function postgres(): Promise<CopyableDatabase> {
  const serverUrl = process.env.DATABASE_URL ?? '';
  const admin = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
  const names = ['src', 'dst'].map((side) => `t_backup_${side}_${randomBytes(5).toString('hex')}`);
  const urlOf = (name: string) => Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  const [sourceName = '', restoredName = ''] = names;
  await admin.raw('create database ??', [sourceName]);
  const dir = await tempDir('hunt-pgdump-');
  const file = path.join(dir, 'hunt.dump');
  return {
    source: createDb({ databaseUrl: urlOf(sourceName), poolMax: 10 }),
    dataDir: null,
    async backUpAndRestore() {
      await run('/usr/bin/pg_dump', ['--format=custom', `--file=${file}`, urlOf(sourceName)]);
      await admin.raw('create database ??', [restoredName]);
      await run('/usr/bin/pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${urlOf(restoredName)}`, file]);
      return createDb({ databaseUrl: urlOf(restoredName), poolMax: 10 });
    },
    async cleanup() {
      for (const name of names) await admin.raw('drop database if exists ?? with (force)', [name]);
      await admin.destroy();
      await removeDir(dir);
    },
  };
}

export function copyableDatabase(): Promise<CopyableDatabase> {
  return testDbTarget() === 'postgres' ? postgres() : embedded();
}

/** Every table of the database's schema, from the catalog, with its row count. */
export async function rowCounts(db: DbHandle): Promise<Record<string, number>> {
  const tables: { name: string }[] = (
    await db.knex.raw("select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1")
  ).rows;
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await db.knex(name).count({ n: '*' });
    counts[name] = Number(row?.n);
  }
  return counts;
}
