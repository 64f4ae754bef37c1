import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { isDataDirDump, tarEntryNames } from './backupFile';

const scratch = mkdtempSync(path.join(tmpdir(), 'hunt-backup-file-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A tar file of the given files, made by the system's tar as PGlite makes its own: names from the root. */
function tarOf(files: Record<string, string>): Uint8Array {
  const root = mkdtempSync(path.join(scratch, 'root-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), content);
  }
  const file = path.join(scratch, `${path.basename(root)}.tar`);
  execFileSync('tar', ['--format=ustar', '-cf', file, '-C', root, ...Object.keys(files)]);
  return new Uint8Array(readFileSync(file));
}

describe('a backup file', () => {
  const dataDir = { PG_VERSION: '17\n', 'global/pg_control': 'x'.repeat(700), 'base/1/112': 'y' };

  it('lists a tar file’s entries', () => {
    expect(tarEntryNames(tarOf(dataDir))).toEqual(['PG_VERSION', 'global/pg_control', 'base/1/112']);
  });

  it('is a data folder’s dump, gzipped or not', () => {
    expect(isDataDirDump(tarOf(dataDir))).toBe(true);
    expect(isDataDirDump(gzipSync(tarOf(dataDir)))).toBe(true);
  });

  it('is not any other tar file, a text file, an empty file or a gzip file cut short', () => {
    expect(isDataDirDump(tarOf({ 'notes.txt': 'hello' }))).toBe(false);
    expect(isDataDirDump(new TextEncoder().encode('id,email\n1,pat@campus.edu\n'))).toBe(false);
    expect(isDataDirDump(new Uint8Array())).toBe(false);
    expect(isDataDirDump(gzipSync(tarOf(dataDir)).subarray(0, 100))).toBe(false);
  });
});
