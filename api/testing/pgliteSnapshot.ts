import { createHash } from 'node:crypto';
import { access, mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb, migrateLatest } from '../../db';

/**
 * An embedded database with every migration applied, kept as PGlite's data directory tarball.
 * Making an empty PGlite (its initdb) is most of what a test server used to cost on start;
 * opening a copy of this one costs a fraction and leaves the server's migrations nothing to do.
 * The file is named after what it was built from, so a changed migration builds a new one.
 */

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** What the tests build once and keep between runs; inside the repository, so node_modules resolves from it. */
export const CACHE_DIR = join(REPO_ROOT, 'node_modules/.cache/campus-hunt');
/** The migrations and the modules they import (the SQL functions' text too), and the PGlite that made the files. */
const SOURCES = ['db/migrations', 'db/functions', 'db/locks.ts', 'node_modules/@electric-sql/pglite/package.json'];
const FOLDERS = new Set(['db/migrations', 'db/functions']);

async function snapshotKey(): Promise<string> {
  const hash = createHash('sha256');
  for (const source of SOURCES) {
    const path = join(REPO_ROOT, source);
    const files = FOLDERS.has(source) ? (await readdir(path)).sort().map((name) => join(path, name)) : [path];
    for (const file of files) hash.update(file.slice(REPO_ROOT.length)).update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

async function build(file: string): Promise<void> {
  const db = createDb({});
  if (db.kind !== 'pglite') throw new Error('the snapshot is of an embedded database');
  try {
    await migrateLatest(db);
    const tarball = await db.pglite.dumpDataDir('none');
    await mkdir(CACHE_DIR, { recursive: true });
    // Written aside, then renamed: a worker building the same file at once never reads half of it.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, new Uint8Array(await tarball.arrayBuffer()));
    await rename(partial, file);
  } finally {
    await db.knex.destroy();
  }
}

/** The path of the migrated snapshot, built first if the migrations changed since the last one. */
export async function migratedSnapshotFile(): Promise<string> {
  const file = join(CACHE_DIR, `pglite-migrated-${await snapshotKey()}.tar`);
  if (!(await exists(file))) await build(file);
  return file;
}

let loaded: Promise<Blob> | undefined;

/** The migrated snapshot, read once per test file. */
export function migratedSnapshot(): Promise<Blob> {
  loaded ??= migratedSnapshotFile().then(async (file) => new Blob([await readFile(file)]));
  return loaded;
}
