import { access, readFile, rename, rm } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { migratedSnapshotFile } from '../../api/testing/pgliteSnapshot';

/**
 * An embedded database folder with every migration applied, made once from the tests' migrated
 * snapshot and kept beside it (so it follows the migrations too). Each test server starts on a
 * copy: copying a folder costs far less than PGlite's initdb and the migrations on every start.
 */
export async function migratedDataDir(): Promise<string> {
  const snapshot = await migratedSnapshotFile();
  const dir = snapshot.replace(/\.tar$/, '.data');
  if (await exists(dir)) return dir;
  // Made aside, then renamed: a server never copies half of a folder still being written.
  const partial = `${dir}.${process.pid}.partial`;
  await rm(partial, { recursive: true, force: true });
  const pglite = new PGlite(partial, { loadDataDir: new Blob([await readFile(snapshot)]) });
  await pglite.waitReady;
  await pglite.close();
  try {
    await rename(partial, dir);
  } catch (error) {
    // Another test process finished the same folder first: theirs is as good.
    if (!(await exists(dir))) throw error;
    await rm(partial, { recursive: true, force: true });
  }
  return dir;
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}
