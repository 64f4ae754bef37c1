import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPieceDto, AdminQuestionnaireDto, EventDto, QrLinkDto } from '../core/admin';
import { parseSeedFile, type SeedPiece } from '../core/seedFile';
import { expectJson } from '../api/testing/admin';
import { jsonOf, removeDir, REPO_ROOT, startCliTestServer, tempDir, type CliTestSetup } from './testing/hunt';

const ZBARIMG = '/usr/bin/zbarimg';
const SEED_FILE = path.join(REPO_ROOT, 'seed/demo-event.json');

let setup: CliTestSetup;
let outDir: string;
/** The demo's pieces, as seed/demo-event.json lists them. */
let demoPieces: SeedPiece[];

beforeAll(async () => {
  demoPieces = parseSeedFile(JSON.parse(await readFile(SEED_FILE, 'utf8'))).pieces;
  setup = await startCliTestServer();
  outDir = await tempDir('hunt-sheets-');
});
afterAll(async () => {
  await setup.stop();
  await removeDir(outDir);
});

interface SeedResult {
  changed: boolean;
  created: { pieces: string[]; links: string[]; questionnaires: string[]; event: string | null };
}

/** Every QR code zbarimg (Debian's zbar-tools, an independent decoder) finds in these images. */
async function decodeWithZbar(files: readonly string[]): Promise<string[]> {
  if (!existsSync(ZBARIMG)) throw new Error(`${ZBARIMG} is missing: install Debian's zbar-tools (apt-get install -y zbar-tools) to run this test`);
  const { stdout } = await promisify(execFile)(ZBARIMG, ['--quiet', '--raw', ...files]);
  return stdout.split('\n').filter(Boolean);
}

describe('hunt seed', () => {
  it('sets up the whole demo event from seed/demo-event.json', async () => {
    const result = jsonOf<SeedResult>(await setup.hunt(['seed', SEED_FILE, '--json']));
    expect(result.changed).toBe(true);
    expect(result.created).toEqual({
      pieces: demoPieces.map((piece) => piece.name),
      links: demoPieces.map((piece) => piece.code),
      questionnaires: ['First Clue Quiz', 'Finisher Feedback'],
      event: 'Campus Hunt Live',
    });

    const pieces = await expectJson<AdminPieceDto[]>(setup.admin.get('/api/admin/puzzles'), 200);
    expect(pieces.map((piece) => piece.name)).toEqual(demoPieces.map((piece) => piece.name));
    // Images were uploaded through the API and are served by the server.
    for (const piece of pieces) expect(piece.imageUrl).toMatch(/^\/api\/images\//);
    const image = await setup.admin.get(pieces[0]?.imageUrl ?? '');
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(await readFile(path.join(REPO_ROOT, 'seed/images/innovation.png')));

    const links = await expectJson<QrLinkDto[]>(setup.admin.get('/api/admin/qr-links'), 200);
    expect(links.map((link) => [link.code, link.puzzlePieceName, link.domain])).toEqual(
      demoPieces.map((piece) => [piece.code, piece.name, setup.server.url]),
    );
    const questionnaires = await expectJson<AdminQuestionnaireDto[]>(setup.admin.get('/api/admin/questionnaires'), 200);
    expect(questionnaires.map((q) => [q.title, q.triggerCount, q.questions.length])).toEqual([
      ['First Clue Quiz', 1, 4],
      ['Finisher Feedback', 9, 3],
    ]);
    const events = await expectJson<EventDto[]>(setup.admin.get('/api/admin/events'), 200);
    expect(events).toMatchObject([{ name: 'Campus Hunt Live', status: 'active', prizeTiers: [{ percentile: 99 }, { percentile: 95 }, { percentile: 90 }, { percentile: 75 }] }]);
  });

  it('changes nothing the second time, and says so', async () => {
    const before = await expectJson<AdminPieceDto[]>(setup.admin.get('/api/admin/puzzles'), 200);
    const run = await setup.hunt(['seed', SEED_FILE]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout.trim()).toBe('Nothing to do: the event is already set up');
    expect(await expectJson<AdminPieceDto[]>(setup.admin.get('/api/admin/puzzles'), 200)).toEqual(before);
    expect(await expectJson<QrLinkDto[]>(setup.admin.get('/api/admin/qr-links'), 200)).toHaveLength(9);
    expect(await expectJson<AdminQuestionnaireDto[]>(setup.admin.get('/api/admin/questionnaires'), 200)).toHaveLength(2);
    expect(await expectJson<EventDto[]>(setup.admin.get('/api/admin/events'), 200)).toHaveLength(1);
    expect(jsonOf<SeedResult>(await setup.hunt(['seed', SEED_FILE, '--json'])).changed).toBe(false);
  });

  it('refuses a bad seed file naming the field, before changing anything', async () => {
    const file = path.join(outDir, 'bad-seed.json');
    await writeFile(file, JSON.stringify({ pieces: [{ name: 'Odd Piece', code: 'WAY-TOO-LONG-CODE' }] }));
    const run = await setup.hunt(['seed', file]);
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(`Error: ${file}: pieces.0.code: code must be at most 10 characters`);
    expect(await expectJson<AdminPieceDto[]>(setup.admin.get('/api/admin/puzzles'), 200)).toHaveLength(9);

    // What the server would refuse with a 400 part-way is refused by --dry-run already.
    await writeFile(file, JSON.stringify({ pieces: [{ name: 'Nul\u0000Piece', code: 'NUL001' }] }));
    const nul = await setup.hunt(['seed', file, '--dry-run']);
    expect(nul.code).toBe(1);
    expect(nul.stderr.trim()).toBe(`Error: ${file}: pieces.0.name: name must not contain control characters`);
    await writeFile(file, JSON.stringify({ pieces: [{ name: 'Slash Piece', code: 'AB/' }] }));
    const slash = await setup.hunt(['seed', file, '--dry-run']);
    expect(slash.code).toBe(1);
    expect(slash.stderr.trim()).toBe(`Error: ${file}: pieces.0.code: code may contain only the letters A-Z and the digits 0-9`);

    const elsewhere = path.join(outDir, 'elsewhere.json');
    await writeFile(elsewhere, JSON.stringify({ domain: 'https://elsewhere.edu', pieces: [{ name: 'Far Piece', code: 'FAR001' }] }));
    const wrongDomain = await setup.hunt(['seed', elsewhere]);
    expect(wrongDomain.code).toBe(1);
    expect(wrongDomain.stderr.trim()).toBe(`Error: https://elsewhere.edu is not one of the server's QR domains (${setup.server.url}): set QR_DOMAINS on the server or pick one with --domain`);
    expect(await expectJson<AdminPieceDto[]>(setup.admin.get('/api/admin/puzzles'), 200)).toHaveLength(9);
  });
});

describe('hunt qr sheet', () => {
  it('prints PNG pages on which zbarimg finds every code’s link', async () => {
    const base = path.join(outDir, 'sheet');
    const result = jsonOf<{ files: string[]; pages: number; qrSizeMm: number }>(await setup.hunt(['qr', 'sheet', '--format', 'png', '--out', base, '--json']));
    expect(result.files).toEqual([1, 2, 3].map((page) => `${base}-${page}.png`));
    expect(result.pages).toBe(3);
    expect(result.qrSizeMm).toBeGreaterThanOrEqual(60);

    const decoded = await decodeWithZbar(result.files);
    expect(decoded.sort()).toEqual(demoPieces.map((piece) => `${setup.server.url}/scan/${piece.code}`).sort());
  });

  it('prints chosen codes on Letter paper too', async () => {
    const base = path.join(outDir, 'chosen');
    const result = jsonOf<{ files: string[] }>(
      await setup.hunt(['qr', 'sheet', '--codes', 'inn001,CREAT3', '--paper', 'letter', '--format', 'png', '--out', `${base}.png`, '--json']),
    );
    expect(result.files).toEqual([`${base}-1.png`]);
    expect((await decodeWithZbar(result.files)).sort()).toEqual([`${setup.server.url}/scan/CREAT3`, `${setup.server.url}/scan/INN001`]);
  });

  it('prints a PDF with one page per sheet, on A4 and on Letter', async () => {
    for (const [paper, perPage, pages, mediaBox] of [
      ['a4', '4', 3, '[0 0 595.28 841.89]'],
      ['letter', '2', 5, '[0 0 612 792]'],
    ] as const) {
      const file = path.join(outDir, `sheets-${paper}.pdf`);
      const run = await setup.hunt(['qr', 'sheet', '--paper', paper, '--per-page', perPage, '--out', file]);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain(`9 codes on ${pages} pages`);
      const pdf = (await readFile(file)).toString('latin1');
      expect(pdf.startsWith('%PDF-')).toBe(true);
      expect(pdf.match(/\/Type \/Page\b(?!s)/g)).toHaveLength(pages);
      expect(pdf).toContain(`/MediaBox ${mediaBox}`);
    }
  });

  it('refuses more codes per page than fit at 6 cm, as a usage error', async () => {
    const run = await setup.hunt(['qr', 'sheet', '--per-page', '9', '--out', path.join(outDir, 'tiny.pdf')]);
    expect(run.code).toBe(2);
    expect(run.stderr.trim()).toBe('Error: --per-page 9 would print codes smaller than 6 cm: at most 4 fit on one A4 page');
  });
});
