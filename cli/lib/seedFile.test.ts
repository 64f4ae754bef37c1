import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { questionnaireInputSchema } from '../../core/questionnaireSchema';
import { DEMO_EVENT, DEMO_PIECES, DEMO_QUIZ, DEMO_SURVEY } from '../../db/seed/demoContent';
import { pieceTilePng } from '../../db/seed/pieceArt';
import { CliError } from './errors';
import { eventDates, parseSeedFile, planIsEmpty, planSeed, type ExistingContent, type SeedFile } from './seedFile';

const SEED_DIR = fileURLToPath(new URL('../../seed/', import.meta.url));
const DAY_MS = 86_400_000;

const seed = (value: unknown): SeedFile => parseSeedFile(JSON.stringify(value), 'seed.json');
const problem = (value: unknown): string => {
  try {
    seed(value);
  } catch (error) {
    expect(error).toBeInstanceOf(CliError);
    return (error as Error).message;
  }
  throw new Error('expected the seed file to be refused');
};

const sample = seed({
  pieces: [
    { name: 'North Piece', code: 'nrth01', image: 'north.png', place: { latitude: 51.75, longitude: -1.25 } },
    { name: 'South Piece', code: 'STH002' },
  ],
  questionnaires: [{ title: 'Quiz', questions: [{ text: 'Why?', type: 'text' }] }],
  event: { name: 'Spring Hunt', startsInDays: 1, durationDays: 7 },
});
const nothing: ExistingContent = { pieceNames: [], links: [], questionnaireTitles: [], eventNames: [] };

describe('parseSeedFile', () => {
  it('fills defaults: upper-cased codes, no image, no place, a 75 m radius, the default prize tiers, a live leaderboard, flagged far scans', () => {
    expect(sample.pieces.map((piece) => [piece.code, piece.image, piece.description])).toEqual([
      ['NRTH01', 'north.png', null],
      ['STH002', null, null],
    ]);
    expect(sample.event?.prizeTiers.map((tier) => tier.percentile)).toEqual([99, 95, 90, 75]);
    expect(sample.event?.leaderboardVisibility).toBe('live');
    expect(sample.pieces.map((piece) => piece.place)).toEqual([{ latitude: 51.75, longitude: -1.25, radiusM: 75 }, null]);
    expect(sample.event?.locationPolicy).toBe('flag');
    expect(sample.questionnaires[0]?.triggerCount).toBe(1);
  });

  it('names the bad field', () => {
    expect(problem({ pieces: [{ code: 'A1' }] })).toBe('seed.json: pieces.0.name: name is required');
    expect(problem({ pieces: [{ name: 'X', code: 'ELEVENCHARS' }] })).toBe('seed.json: pieces.0.code: code must be at most 10 characters');
    expect(problem({ pieces: [{ name: 'X', code: 'A1', imgae: 'x.png' }] })).toMatch(/^seed\.json: pieces\.0: Unrecognized key: "imgae"/);
    expect(problem({ questionnaires: [{ title: 'Q', questions: [] }] })).toBe('seed.json: questionnaires.0.questions: a questionnaire needs at least one question');
    expect(problem({ event: { name: 'E', startsInDays: 0 } })).toBe('seed.json: event.endDate: give endDate or durationDays (exactly one)');
    expect(problem({ event: { name: 'E', startDate: '2026-06-02T00:00:00Z', endDate: '2026-06-01T00:00:00Z' } })).toBe('seed.json: event.endDate: endDate must be after startDate');
    expect(problem({ event: { name: 'E', startDate: 'soon', durationDays: 1 } })).toMatch(/^seed\.json: event\.startDate: startDate must be an ISO date-time/);
    expect(problem({ pieces: [{ name: 'X', code: 'A1' }, { name: 'Y', code: 'a1' }] })).toBe("seed.json: pieces.1.code: code 'A1' appears twice");
    expect(problem({ piece: [] })).toMatch(/^seed\.json: the file: Unrecognized key: "piece"/);
    expect(() => parseSeedFile('{', 'seed.json')).toThrow(/^seed\.json is not valid JSON/);
  });

  it('refuses what the server would refuse, naming the field, before anything is sent', () => {
    const piece = { name: 'X', code: 'A1' };
    expect(problem({ pieces: [{ ...piece, name: 'North\u0000Piece' }] })).toBe('seed.json: pieces.0.name: name must not contain control characters');
    expect(problem({ pieces: [{ ...piece, code: 'AB/' }] })).toBe('seed.json: pieces.0.code: code may contain only the letters A-Z and the digits 0-9');
    expect(problem({ pieces: [{ ...piece, description: 'bell\u0007' }] })).toBe('seed.json: pieces.0.description: description must not contain control characters');
    expect(problem({ pieces: [{ ...piece, image: 'a\nb.png' }] })).toBe('seed.json: pieces.0.image: image must be a single line');
    expect(problem({ domain: 'https://x\u0000.edu' })).toBe('seed.json: domain: domain must not contain control characters');
    expect(problem({ event: { name: 'Hunt\u0085', durationDays: 1 } })).toBe('seed.json: event.name: name must not contain control characters');
    expect(problem({ event: { name: 'E', description: '\u0000', durationDays: 1 } })).toBe('seed.json: event.description: description must not contain control characters');
    expect(problem({ event: { name: 'E', durationDays: 1, prizeTiers: [{ percentile: 90, prizeName: 'Mug\u0000' }] } })).toBe(
      'seed.json: event.prizeTiers.0.prizeName: prizeName must not contain control characters',
    );
    // Multi-line text keeps its newlines; every text field is trimmed as before.
    expect(seed({ pieces: [{ ...piece, name: ' X ', description: 'Line 1\r\nLine 2' }] }).pieces[0]).toMatchObject({ name: 'X', description: 'Line 1\nLine 2' });
  });
});

describe('planSeed', () => {
  it('plans everything on an empty server', () => {
    const plan = planSeed(sample, nothing);
    expect(plan.pieces.map((piece) => piece.name)).toEqual(['North Piece', 'South Piece']);
    expect(plan.links).toEqual([
      { code: 'NRTH01', pieceName: 'North Piece', place: { latitude: 51.75, longitude: -1.25, radiusM: 75 } },
      { code: 'STH002', pieceName: 'South Piece', place: null },
    ]);
    expect(plan.questionnaires.map((q) => q.title)).toEqual(['Quiz']);
    expect(plan.event?.name).toBe('Spring Hunt');
    expect(planIsEmpty(plan)).toBe(false);
  });

  it('plans nothing once everything exists (matched by piece name, code, title and event name)', () => {
    const existing: ExistingContent = {
      pieceNames: ['North Piece', 'South Piece', 'Other'],
      links: [
        { code: 'NRTH01', puzzlePieceName: 'North Piece' },
        { code: 'STH002', puzzlePieceName: 'South Piece' },
      ],
      questionnaireTitles: ['Quiz'],
      eventNames: ['Spring Hunt'],
    };
    const plan = planSeed(sample, existing);
    expect(planIsEmpty(plan)).toBe(true);
    expect(plan.warnings).toEqual([]);
  });

  it('creates only what is missing, and leaves a code that points elsewhere alone with a warning', () => {
    const plan = planSeed(sample, { ...nothing, pieceNames: ['North Piece'], links: [{ code: 'STH002', puzzlePieceName: 'Moved Piece' }] });
    expect(plan.pieces.map((piece) => piece.name)).toEqual(['South Piece']);
    expect(plan.links).toEqual([{ code: 'NRTH01', pieceName: 'North Piece', place: { latitude: 51.75, longitude: -1.25, radiusM: 75 } }]);
    expect(plan.warnings).toEqual(["QR code STH002 already exists for 'Moved Piece', not 'South Piece': left as it is"]);
  });
});

describe('eventDates', () => {
  const now = new Date('2026-05-01T09:00:00Z');

  it('counts days from now, or takes absolute dates', () => {
    expect(eventDates({ ...sample.event!, startsInDays: -1, durationDays: 31 }, now)).toEqual({
      startDate: new Date(now.getTime() - DAY_MS).toISOString(),
      endDate: new Date(now.getTime() + 30 * DAY_MS).toISOString(),
    });
    const fixed = seed({ event: { name: 'E', startDate: '2026-06-01T08:00:00+02:00', endDate: '2026-06-02T18:00:00Z' } }).event!;
    expect(eventDates(fixed, now)).toEqual({ startDate: '2026-06-01T06:00:00.000Z', endDate: '2026-06-02T18:00:00.000Z' });
    const startOnly = seed({ event: { name: 'E', durationDays: 2 } }).event!;
    expect(eventDates(startOnly, now)).toEqual({ startDate: now.toISOString(), endDate: new Date(now.getTime() + 2 * DAY_MS).toISOString() });
  });
});

describe('seed/demo-event.json', () => {
  it('describes the same demo content as the embedded start (db/seed/demoContent.ts)', async () => {
    const demo = parseSeedFile(await readFile(path.join(SEED_DIR, 'demo-event.json'), 'utf8'), 'demo-event.json');
    expect(demo.pieces.map(({ name, code, description }) => ({ name, code, description }))).toEqual(
      DEMO_PIECES.map(({ name, code, description }) => ({ name, code, description })),
    );
    for (const [index, piece] of demo.pieces.entries()) {
      const bytes = await readFile(path.join(SEED_DIR, piece.image ?? ''));
      expect(bytes.equals(pieceTilePng(DEMO_PIECES[index]?.color ?? '')), `${piece.image} is the tile of ${piece.name}`).toBe(true);
    }
    expect(demo.questionnaires).toEqual([DEMO_QUIZ, DEMO_SURVEY].map((q) => questionnaireInputSchema.parse(q)));
    expect(demo.event).toMatchObject({ name: DEMO_EVENT.name, description: DEMO_EVENT.description, prizeTiers: DEMO_EVENT.prizeTiers, leaderboardVisibility: 'live' });
    // The embedded start runs its event from a day ago to 30 days ahead.
    expect(eventDates(demo.event!, new Date(0))).toEqual({ startDate: new Date(-DAY_MS).toISOString(), endDate: new Date(30 * DAY_MS).toISOString() });
  });
});
