import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CliError } from './errors';
import { readSeedFile } from './seedFile';

// What a seed file may hold is core's (core/seedFile.test.ts); this is how the CLI reads one.

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'hunt-seed-file-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Writes `text` to a seed file and reads it back; the file's path and the CliError's message. */
async function refusal(text: string): Promise<{ file: string; message: string }> {
  const file = path.join(dir, 'seed.json');
  await writeFile(file, text);
  const error: unknown = await readSeedFile(file).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(CliError);
  return { file, message: (error as Error).message };
}

describe('readSeedFile', () => {
  it('reads a seed file with core’s defaults filled in', async () => {
    const file = path.join(dir, 'good.json');
    await writeFile(file, JSON.stringify({ pieces: [{ name: 'North Piece', code: 'nrth01' }], event: { name: 'Spring Hunt', durationDays: 7 } }));
    const seed = await readSeedFile(file);
    expect(seed.pieces).toEqual([{ name: 'North Piece', code: 'NRTH01', description: null, image: null, place: null, clue: null, clueImage: null, hints: [] }]);
    expect(seed.event?.prizeTiers.map((tier) => tier.percentile)).toEqual([99, 95, 90, 75]);
  });

  it('names the file and the bad field', async () => {
    const tooLong = await refusal(JSON.stringify({ pieces: [{ name: 'X', code: 'ELEVENCHARS' }] }));
    expect(tooLong.message).toBe(`${tooLong.file}: pieces.0.code: code must be at most 10 characters`);
    const typo = await refusal(JSON.stringify({ piece: [] }));
    expect(typo.message).toMatch(/: the file: Unrecognized key: "piece"/);
    expect(typo.message.startsWith(`${typo.file}: the file: `)).toBe(true);
    const control = await refusal(JSON.stringify({ pieces: [{ name: 'North\u0000Piece', code: 'A1' }] }));
    expect(control.message).toBe(`${control.file}: pieces.0.name: name must not contain control characters`);
  });

  it('says when the file is not JSON, or is missing', async () => {
    const broken = await refusal('{');
    expect(broken.message.startsWith(`${broken.file} is not valid JSON`)).toBe(true);
    const missing = path.join(dir, 'missing.json');
    await expect(readSeedFile(missing)).rejects.toThrow(new CliError(`File not found: ${missing}`));
  });
});
