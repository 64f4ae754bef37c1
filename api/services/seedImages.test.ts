import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSeedImage, SeedImageError } from './seedImages';

const SEED_DIR = fileURLToPath(new URL('../../seed/', import.meta.url));
let dir = '';

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'seed-images-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const refusal = async (reference: string): Promise<string> => {
  const error: unknown = await loadSeedImage(reference, dir).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(SeedImageError);
  return (error as Error).message;
};

describe('loadSeedImage', () => {
  it('turns a local image, relative to the seed file, into a data: URL of its bytes and sniffed type', async () => {
    const bytes = await readFile(path.join(SEED_DIR, 'images/vision.png'));
    expect(await loadSeedImage('images/vision.png', SEED_DIR)).toBe(`data:image/png;base64,${bytes.toString('base64')}`);
  });

  it('passes URLs through and takes no image as none', async () => {
    expect(await loadSeedImage('https://cdn.campus.edu/a.png', dir)).toBe('https://cdn.campus.edu/a.png');
    expect(await loadSeedImage('data:image/png;base64,AAAA', dir)).toBe('data:image/png;base64,AAAA');
    expect(await loadSeedImage('  ', dir)).toBeNull();
    expect(await loadSeedImage(null, dir)).toBeNull();
  });

  it('refuses a missing file, one over 500 KB, and one that is not an image, naming it', async () => {
    expect(await refusal('gone.png')).toBe(`Image not found: gone.png (looked for ${path.join(dir, 'gone.png')})`);
    const png = await readFile(path.join(SEED_DIR, 'images/teamwork.png'));
    await writeFile(path.join(dir, 'huge.png'), Buffer.concat([png, Buffer.alloc(500_001 - png.length)]));
    await writeFile(path.join(dir, 'exact.png'), Buffer.concat([png, Buffer.alloc(500_000 - png.length)]));
    expect(await refusal('huge.png')).toBe(
      'File too large: Please use an image under 500KB or provide a URL instead (huge.png is 500001 bytes, the limit is 500000)',
    );
    expect(await loadSeedImage('exact.png', dir)).toMatch(/^data:image\/png;base64,/);
    await writeFile(path.join(dir, 'notes.png'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(await refusal('notes.png')).toBe('Only PNG, JPEG, WebP or GIF images are accepted (notes.png)');
  });
});
