import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseStoredQuestions } from '../../core/questionnaireSchema';
import { parseSeedFile, type SeedFile } from '../../core/seedFile';
import { listEvents, listPrizeTiers } from '../repos/events';
import { findImage } from '../repos/images';
import { countPieces, listPieces } from '../repos/pieces';
import { listLinksWithPiece } from '../repos/qrLinks';
import { listQuestionnairesWithResponseCount } from '../repos/questionnaires';
import { makeEvent, makeQuestionnaire } from '../testing/factories';
import { startSecondInstance, startTestServer, testDbTarget, type TestServer } from '../testing/harness';
import { currentHuntState } from './huntState';
import { DEMO_SEED_FILE, seedDemoOnFirstStart, seedIfNoPieces } from './demoSeed';
import type { Deps } from '../deps';

const DAY_MS = 86_400_000;
let demo: SeedFile;
let dir = '';

beforeAll(async () => {
  demo = parseSeedFile(JSON.parse(await readFile(DEMO_SEED_FILE, 'utf8')));
  dir = await mkdtemp(path.join(tmpdir(), 'demo-seed-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A seed file of its own in the temporary folder. */
async function seedFile(name: string, content: unknown): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, JSON.stringify(content));
  return file;
}

/** The deps with a logger whose lines the test reads. */
function withLog(deps: Deps): { deps: Deps; lines: { level: number; msg: string }[] } {
  const lines: { level: number; msg: string }[] = [];
  const logger = pino({}, { write: (line: string) => lines.push(JSON.parse(line) as { level: number; msg: string }) });
  return { deps: { ...deps, logger }, lines };
}

describe('seedIfNoPieces', () => {
  let server: TestServer;
  const deps = () => server.runtime.deps;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.stop());

  it('applies seed/demo-event.json through the admin services: pieces with their images, QR links, the quiz, the survey and an active event', async () => {
    const created = await seedIfNoPieces(deps());
    expect(created).toEqual({
      pieces: demo.pieces.map((piece) => piece.name),
      links: demo.pieces.map((piece) => piece.code),
      questionnaires: ['First Clue Quiz', 'Finisher Feedback'],
      event: 'Campus Hunt Live',
    });

    const pieces = await listPieces(deps().db, deps().caches.events.currentEventId());
    expect(pieces.map((piece) => [piece.name, piece.description])).toEqual(demo.pieces.map((piece) => [piece.name, piece.description]));
    for (const [index, piece] of pieces.entries()) {
      const image = await findImage(deps().db, piece.image_url?.replace(/^\/api\/images\//, '') ?? '');
      const file = await readFile(path.join(path.dirname(DEMO_SEED_FILE), demo.pieces[index]?.image ?? ''));
      expect(image?.mime_type).toBe('image/png');
      expect(Buffer.from(image?.bytes ?? []).equals(file), `${piece.name} has its image`).toBe(true);
    }
    const links = await listLinksWithPiece(deps().db);
    expect(links.map((link) => [link.code, link.puzzle_piece_name, link.domain, link.is_active])).toEqual(
      demo.pieces.map((piece) => [piece.code, piece.name, server.url, true]),
    );
    const questionnaires = await listQuestionnairesWithResponseCount(deps().db);
    expect(questionnaires.map((q) => [q.title, q.trigger_count, parseStoredQuestions(q.questions).length])).toEqual([
      ['First Clue Quiz', 1, 4],
      ['Finisher Feedback', 9, 3],
    ]);

    const [event, ...others] = await listEvents(deps().db);
    expect(others).toEqual([]);
    expect(event).toMatchObject({ name: 'Campus Hunt Live', status: 'active', leaderboard_visibility: 'live' });
    // It began a day ago and runs 30 more days, so the hunt is open at once.
    expect(Math.abs((event?.start_date.getTime() ?? 0) - (Date.now() - DAY_MS))).toBeLessThan(60_000);
    expect(Math.abs((event?.end_date.getTime() ?? 0) - (Date.now() + 30 * DAY_MS))).toBeLessThan(60_000);
    expect((await listPrizeTiers(deps().db, [event?.id ?? 0])).map((tier) => tier.prize_name)).toEqual(['Platinum Prize', 'Gold Prize', 'Silver Prize', 'Bronze Prize']);
    expect(currentHuntState(deps().caches.events).phase).toBe('running');
  });

  it('does nothing once a piece exists, and says nothing', async () => {
    const { deps: logged, lines } = withLog(deps());
    expect(await seedIfNoPieces(deps())).toBeNull();
    await seedDemoOnFirstStart(logged);
    expect(lines).toEqual([]);
    expect(await countPieces(deps().db)).toBe(demo.pieces.length);
    expect(await listEvents(deps().db)).toHaveLength(1);
  });
});

describe('seedIfNoPieces with a seed file of its own', () => {
  let server: TestServer;
  const deps = () => server.runtime.deps;
  beforeAll(async () => {
    server = await startTestServer({ QR_DOMAINS: 'https://hunt.campus.edu,https://qr.campus.edu' });
  });
  afterAll(async () => server.stop());

  it('refuses a domain outside QR_DOMAINS and a missing image before creating anything', async () => {
    const elsewhere = await seedFile('elsewhere.json', { domain: 'https://elsewhere.edu', pieces: [{ name: 'Far Piece', code: 'FAR001' }] });
    await expect(seedIfNoPieces(deps(), elsewhere)).rejects.toThrow(
      "https://elsewhere.edu is not one of the QR domains (https://hunt.campus.edu, https://qr.campus.edu): set QR_DOMAINS or change the seed file's domain",
    );
    const missing = await seedFile('missing.json', { pieces: [{ name: 'A Piece', code: 'A1' }, { name: 'B Piece', code: 'B2', image: 'gone.png' }] });
    await expect(seedIfNoPieces(deps(), missing)).rejects.toThrow(`Image not found: gone.png (looked for ${path.join(dir, 'gone.png')})`);
    const bad = await seedFile('bad.json', { pieces: [{ name: 'A Piece', code: 'AB/' }] });
    await expect(seedIfNoPieces(deps(), bad)).rejects.toThrow(`${bad}: pieces.0.code: code may contain only the letters A-Z and the digits 0-9`);
    expect(await countPieces(deps().db)).toBe(0);
  });

  it('logs a failed first start and goes on', async () => {
    const { deps: logged, lines } = withLog(deps());
    await seedDemoOnFirstStart(logged, path.join(dir, 'no-such-file.json'));
    expect(lines.map((line) => [line.level, line.msg])).toEqual([[50, 'the demo event could not be seeded: run `hunt seed seed/demo-event.json` to add what is missing']]);
    expect(await countPieces(deps().db)).toBe(0);
  });

  it("puts links on the file's domain, and leaves questionnaires and events that exist alone", async () => {
    await makeQuestionnaire(deps().db, { title: 'Quiz', questions: [{ text: 'Kept?', type: 'text' }] });
    await makeEvent(deps().db, { name: 'Spring Hunt', status: 'scheduled', start_date: new Date(Date.now() + DAY_MS), end_date: new Date(Date.now() + 2 * DAY_MS) });
    const file = await seedFile('own.json', {
      domain: 'https://qr.campus.edu/',
      pieces: [{ name: 'North Piece', code: 'nrth01' }],
      questionnaires: [{ title: 'Quiz', questions: [{ text: 'Why?', type: 'text' }] }],
      event: { name: 'Spring Hunt', startsInDays: 1, durationDays: 7 },
    });
    const { deps: logged, lines } = withLog(deps());
    await seedDemoOnFirstStart(logged, file);
    expect(lines.map((line) => line.msg)).toEqual(['seeded the demo event into the empty embedded database']);
    expect((await listLinksWithPiece(deps().db)).map((link) => [link.code, link.domain])).toEqual([['NRTH01', 'https://qr.campus.edu']]);
    expect((await listQuestionnairesWithResponseCount(deps().db)).map((q) => parseStoredQuestions(q.questions)[0]?.text)).toEqual(['Kept?']);
    expect(await listEvents(deps().db)).toHaveLength(1);
  });
});

describe('the first start', () => {
  it('seeds an embedded database with no piece, once; never PostgreSQL', async () => {
    const first = await startTestServer({ SEED_DEMO: 'auto' });
    const second = await startSecondInstance(first, { SEED_DEMO: 'auto' });
    try {
      const expected = testDbTarget() === 'pglite' ? demo.pieces.length : 0;
      expect(await countPieces(first.runtime.deps.db)).toBe(expected);
      expect(await listLinksWithPiece(first.runtime.deps.db)).toHaveLength(expected);
      expect(await listEvents(first.runtime.deps.db)).toHaveLength(expected ? 1 : 0);
      expect(currentHuntState(second.runtime.deps.caches.events).phase).toBe(expected ? 'running' : 'none');
    } finally {
      await second.stop();
      await first.stop();
    }
  });

  it('leaves an embedded database alone with SEED_DEMO=never', async () => {
    const server = await startTestServer({ SEED_DEMO: 'never' });
    try {
      expect(await countPieces(server.runtime.deps.db)).toBe(0);
    } finally {
      await server.stop();
    }
  });
});
