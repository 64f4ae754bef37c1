import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServerOn } from '../api/testing/harness';
import { migratedSnapshot } from '../api/testing/pgliteSnapshot';
import { createDb } from '../db';
import { removeDir, runHunt, tempDir } from './testing/hunt';

/** The embedded database's backup and restore, refusing what would lose data or copy nothing. */
describe('hunt backup and hunt restore refuse', () => {
  let dir: string;
  /** A stopped embedded database's folder, as a server left it. */
  let source: string;
  beforeAll(async () => {
    dir = await tempDir('hunt-restore-');
    source = path.join(dir, 'source');
    const server = await startTestServerOn(createDb({ dataDir: source, pgliteSnapshot: await migratedSnapshot() }));
    await server.stop();
  });
  afterAll(() => removeDir(dir));
  const lastLine = (stderr: string) => stderr.trim().split('\n').at(-1);

  it('a missing file and a file that is no backup, in one line', async () => {
    const missing = await runHunt(['restore', path.join(dir, 'nope.backup'), '--data-dir', path.join(dir, 'data')]);
    expect([missing.code, lastLine(missing.stderr)]).toEqual([1, `Error: Cannot read the backup ${path.join(dir, 'nope.backup')}: no such file`]);
    const csv = path.join(dir, 'users.csv');
    await writeFile(csv, 'id,email\n1,pat@campus.edu\n');
    const notBackup = await runHunt(['restore', csv, '--data-dir', path.join(dir, 'data')]);
    expect([notBackup.code, lastLine(notBackup.stderr)]).toEqual([1, `Error: ${csv} is not a backup of the embedded database (one \`hunt backup\` wrote)`]);
    const noFolder = await runHunt(['backup', '--out', path.join(dir, 'x.backup'), '--data-dir', path.join(dir, 'none')]);
    expect([noFolder.code, lastLine(noFolder.stderr)]).toEqual([1, `Error: The embedded database folder ${path.join(dir, 'none')} does not exist (DATA_DIR): start the server once first`]);
  });

  it('to replace a database without --force, which replaces it', async () => {
    const file = path.join(dir, 'source.backup');
    expect((await runHunt(['backup', '--out', file, '--data-dir', source])).code).toBe(0);
    const refused = await runHunt(['restore', file, '--data-dir', source]);
    expect([refused.code, lastLine(refused.stderr)]).toEqual([1, `Error: ${source} already holds a database: add --force to replace it with the backup`]);
    const forced = await runHunt(['restore', file, '--data-dir', source, '--force', '--json']);
    expect(JSON.parse(forced.stdout)).toEqual({ file, dataDir: source, replaced: true });
  });
});
