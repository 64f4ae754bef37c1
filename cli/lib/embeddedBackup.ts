import { existsSync } from 'node:fs';
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { isDataDirDump } from './backupFile';
import { refuseMissing, refuseWhileInUse } from './embeddedDatabase';
import { CliError } from './errors';

/**
 * `hunt backup` and `hunt restore` for the embedded database: PGlite's own dump of its data
 * folder, and PGlite opening a new folder from one. Both open the folder themselves, so the
 * server must be stopped (embeddedDatabase.ts).
 */

/** A Campus Hunt database has run its migrations: knex's own table tells it from any other. */
const MIGRATIONS_TABLE = 'knex_migrations';

export async function backUpEmbedded(dataDir: string, outFile: string): Promise<{ bytes: number }> {
  refuseMissing(dataDir);
  refuseWhileInUse(dataDir);
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) throw new CliError(`${dataDir} holds no embedded database (no PG_VERSION): check DATA_DIR`);
  const pglite = new PGlite(dataDir);
  let dump: Uint8Array;
  try {
    // dumpDataDir does not wait for the database to open, as a query does: before it, it never settles.
    await pglite.waitReady;
    dump = new Uint8Array(await (await pglite.dumpDataDir('gzip')).arrayBuffer());
  } finally {
    await pglite.close();
  }
  // Written aside, then renamed: a backup cut short (a full disk, Ctrl+C) never passes for a whole one.
  const partial = `${outFile}.${process.pid}.partial`;
  try {
    await writeFile(partial, dump);
    await rename(partial, outFile);
  } catch (error) {
    await rm(partial, { force: true });
    throw new CliError(`Cannot write ${outFile}: ${(error as Error).message}`, { cause: error });
  }
  return { bytes: dump.length };
}

async function readBackup(file: string): Promise<Uint8Array<ArrayBuffer>> {
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = new Uint8Array(await readFile(file));
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message;
    throw new CliError(`Cannot read the backup ${file}: ${reason}`, { cause: error });
  }
  if (!isDataDirDump(bytes)) throw new CliError(`${file} is not a backup of the embedded database (one \`hunt backup\` wrote)`);
  return bytes;
}

async function isEmptyOrAbsent(dir: string): Promise<boolean> {
  if (!existsSync(dir)) return true;
  if (!(await stat(dir)).isDirectory()) throw new CliError(`${dir} is a file, not a database folder`);
  return (await readdir(dir)).length === 0;
}

/** Opens the restored folder as the server will, and checks it is Campus Hunt's. */
async function openAndCheck(dir: string, bytes: Uint8Array<ArrayBuffer>, file: string): Promise<void> {
  let pglite: PGlite | undefined;
  try {
    pglite = new PGlite({ dataDir: dir, loadDataDir: new Blob([bytes]) });
    const found = await pglite.query<{ table: string | null }>('select to_regclass($1)::text as table', [MIGRATIONS_TABLE]);
    if (!found.rows[0]?.table) throw new CliError(`${file} is a PostgreSQL data folder but not a Campus Hunt database (no ${MIGRATIONS_TABLE})`);
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError(`${file} could not be opened as a database: ${(error as Error).message}`, { cause: error });
  } finally {
    await pglite?.close();
  }
}

/**
 * Restores into a new folder beside DATA_DIR, opens it, and only then swaps it in: a backup that
 * does not open leaves DATA_DIR as it was, and there is never a half-restored DATA_DIR.
 */
export async function restoreEmbedded(file: string, dataDir: string, force: boolean): Promise<{ replaced: boolean }> {
  const bytes = await readBackup(file);
  if (existsSync(dataDir)) refuseWhileInUse(dataDir);
  const empty = await isEmptyOrAbsent(dataDir);
  if (!empty && !force) throw new CliError(`${dataDir} already holds a database: add --force to replace it with the backup`);

  const target = path.resolve(dataDir);
  const restoring = `${target}.restoring-${process.pid}`;
  const previous = `${target}.previous-${process.pid}`;
  try {
    await openAndCheck(restoring, bytes, file);
  } catch (error) {
    await rm(restoring, { recursive: true, force: true });
    throw error;
  }
  if (existsSync(target)) await rename(target, previous);
  try {
    await rename(restoring, target);
  } catch (error) {
    // Put the old folder back: a failed swap must not leave DATA_DIR missing.
    if (existsSync(previous)) await rename(previous, target);
    await rm(restoring, { recursive: true, force: true });
    throw new CliError(`Cannot move the restored database into ${dataDir}: ${(error as Error).message}`, { cause: error });
  }
  await rm(previous, { recursive: true, force: true });
  return { replaced: !empty };
}
