import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress';

const SCRIPT = `export const greeting = ${JSON.stringify('hello campus '.repeat(100))};`;

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'campus-hunt-precompress-'));
  await mkdir(path.join(dir, 'assets'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('precompress', () => {
  it('writes brotli and gzip beside text files, anywhere in the folder, that decode to the original', async () => {
    await writeFile(path.join(dir, 'assets', 'app.js'), SCRIPT);
    await writeFile(path.join(dir, 'index.html'), `<!doctype html><p>${'Campus Hunt '.repeat(50)}</p>`);

    const files = await precompress(dir);

    expect(files.map((file) => file.file).sort()).toEqual([path.join('assets', 'app.js'), 'index.html']);
    const script = path.join(dir, 'assets', 'app.js');
    expect(brotliDecompressSync(await readFile(`${script}.br`)).toString()).toBe(SCRIPT);
    expect(gunzipSync(await readFile(`${script}.gz`)).toString()).toBe(SCRIPT);
    expect(existsSync(path.join(dir, 'index.html.br'))).toBe(true);
  });

  it('leaves alone what compression does not shrink, and formats that are compressed already', async () => {
    await writeFile(path.join(dir, 'assets', 'noise.js'), randomBytes(4096));
    await writeFile(path.join(dir, 'photo.png'), Buffer.alloc(4096));

    const files = await precompress(dir);

    expect(files).toEqual([{ file: path.join('assets', 'noise.js'), bytes: expect.any(Number) }]);
    expect(existsSync(path.join(dir, 'assets', 'noise.js.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'assets', 'noise.js.gz'))).toBe(false);
    expect(existsSync(path.join(dir, 'photo.png.gz'))).toBe(false);
  });

  it('gzips source maps without spending brotli on them', async () => {
    await writeFile(path.join(dir, 'assets', 'app.js.map'), JSON.stringify({ mappings: 'AAAA;'.repeat(500) }));

    await precompress(dir);

    expect(existsSync(path.join(dir, 'assets', 'app.js.map.gz'))).toBe(true);
    expect(existsSync(path.join(dir, 'assets', 'app.js.map.br'))).toBe(false);
  });
});
