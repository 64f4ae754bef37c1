import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminLeaderboardDto, AdminPieceDto, AdminUserDto } from '../../core/admin';
import type { LeaderboardDto, PieceDto, ScoreDto } from '../../core/contracts';
import type { HintRevealDto } from '../../core/hints';
import type { LiveOverviewDto } from '../../core/liveOverview';
import { expectJson, signedIn, startAdminTestServer, type AdminTestSetup, type SignedInClient } from '../testing/admin';
import { readCsv, unzip } from '../testing/exportZip';
import { makeEvent, makePieces, makeUser } from '../testing/factories';

// The game around the codes: clues and hints that cost points, the race board, prize tiers that
// work at any size.

let setup: AdminTestSetup;
let pieceIds: number[];
const db = () => setup.server.runtime.deps.db;
const reveal = (client: SignedInClient | AdminTestSetup['user'], pieceId: number, index: number) => client.post(`/api/puzzles/${pieceId}/hints/${index}`);
const piecesOf = (client: SignedInClient | AdminTestSetup['user']) => expectJson<PieceDto[]>(client.get('/api/puzzles'), 200);

const HINTS = [
  { text: 'Look up at the clock tower', cost: 5 },
  { text: 'Under the third bench', cost: 10 },
];

beforeAll(async () => {
  setup = await startAdminTestServer();
  await makeEvent(db(), { name: 'Game Hunt' });
  const made = await makePieces(db(), ['GAME01', 'GAME02', 'GAME03']);
  pieceIds = made.map(({ piece }) => piece.id);
  // The first piece gets a clue and two hints, through the organiser's API.
  const patched = await expectJson<AdminPieceDto>(
    setup.admin.patch(`/api/admin/puzzles/${pieceIds[0]}`, { clue: 'Where time is kept', hints: HINTS }),
    200,
  );
  expect(patched).toMatchObject({ clue: 'Where time is kept', hints: HINTS, hintReveals: 0 });
});
afterAll(() => setup.server.stop());

describe('clues and hints', () => {
  it("shows every piece's clue and each hint's cost from the start, and a hint's text only once revealed", async () => {
    const hunter = await signedIn(setup.server, 'clue-reader@campus.edu');
    const [first] = await piecesOf(hunter);
    expect(first).toMatchObject({
      collected: false,
      clue: 'Where time is kept',
      hints: [
        { index: 0, cost: 5, text: null },
        { index: 1, cost: 10, text: null },
      ],
    });
    const raw = await (await hunter.get('/api/puzzles')).text();
    for (const secret of HINTS.map((hint) => hint.text)) expect(raw).not.toContain(secret);

    const revealed = await expectJson<HintRevealDto>(reveal(hunter, pieceIds[0] ?? 0, 0), 200);
    expect(revealed).toEqual({ index: 0, cost: 5, text: HINTS[0]?.text, charged: true, totalPoints: -5 });
    const [after] = await piecesOf(hunter);
    expect(after?.hints).toEqual([
      { index: 0, cost: 5, text: HINTS[0]?.text },
      { index: 1, cost: 10, text: null },
    ]);
  });

  it('charges a hint once, however many reveals arrive at once, and the total shows it everywhere', async () => {
    const greedy = await signedIn(setup.server, 'greedy@campus.edu');
    // One find puts the student on the race board, whose entry carries the total.
    await expectJson(greedy.post('/api/scan', { code: 'GAME02' }), 200);
    const answers = await Promise.all(Array.from({ length: 20 }, () => reveal(greedy, pieceIds[0] ?? 0, 0)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as HintRevealDto[];
    expect(bodies.filter((body) => body.charged)).toHaveLength(1);
    expect(new Set(bodies.map((body) => body.totalPoints))).toEqual(new Set([-5]));
    expect(await db()('hint_reveals').where({ user_id: greedy.userId })).toHaveLength(1);

    await setup.server.runtime.settle();
    expect((await expectJson<ScoreDto>(greedy.get('/api/user/score'), 200)).score.totalPoints).toBe(-5);
    expect((await expectJson<LeaderboardDto>(greedy.get('/api/leaderboard'), 200)).me?.totalPoints).toBe(-5);
    const users = await expectJson<AdminUserDto[]>(setup.admin.get('/api/admin/users'), 200);
    expect(users.find((user) => user.email === 'greedy@campus.edu')?.totalPoints).toBe(-5);
    const files = await unzip(Buffer.from(await (await setup.admin.get('/api/admin/export-data')).arrayBuffer()));
    const boardRow = readCsv(files.get('leaderboard.csv') ?? '').rows.find((row) => row.email === 'greedy@campus.edu');
    expect(boardRow).toMatchObject({ totalPoints: '-5', piecesFound: '1' });
    const hintRows = readCsv(files.get('hints.csv') ?? '').rows.filter((row) => row.userEmail === 'greedy@campus.edu');
    expect(hintRows).toEqual([expect.objectContaining({ puzzlePieceId: String(pieceIds[0]), hint: '1', cost: '5' })]);
    const piece = (await expectJson<AdminPieceDto[]>(setup.admin.get('/api/admin/puzzles'), 200)).find((p) => p.id === pieceIds[0]);
    expect(piece?.hintReveals).toBeGreaterThanOrEqual(2);
    // The Overview shows hint use per piece in the event.
    const live = await expectJson<LiveOverviewDto>(setup.admin.get('/api/admin/live'), 200);
    expect(live.findsPerPiece.find((p) => p.pieceId === pieceIds[0])).toMatchObject({ hintsRevealed: 2, hintPoints: 10 });
  });

  it('reveals in order, and refuses an unknown hint, a held piece and a malformed path', async () => {
    const student = await signedIn(setup.server, 'orderly@campus.edu');
    expect((await expectJson<{ message: string }>(reveal(student, pieceIds[0] ?? 0, 1), 409)).message).toBe('Hints come in order: reveal hint 1 first');
    await expectJson(reveal(student, pieceIds[0] ?? 0, 2), 404);
    await expectJson(reveal(student, pieceIds[1] ?? 0, 0), 404);
    await expectJson(reveal(student, 999_999, 0), 404);
    await expectJson(student.post(`/api/puzzles/${pieceIds[0]}/hints/x`), 404);
    await expectJson(student.post(`/api/puzzles/${pieceIds[0]}/hints/7`), 404);
    await expectJson(student.post('/api/scan', { code: 'GAME01' }), 200);
    expect((await expectJson<{ code: string }>(reveal(student, pieceIds[0] ?? 0, 0), 409)).code).toBe('already_collected');
    expect(await db()('hint_reveals').where({ user_id: student.userId })).toHaveLength(0);
    await expectJson(setup.anonymous.post(`/api/puzzles/${pieceIds[0]}/hints/0`), 401);
  });

  it('validates clues and hints as the organiser sets them', async () => {
    const patch = (body: unknown) => setup.admin.patch(`/api/admin/puzzles/${pieceIds[2]}`, body);
    expect((await expectJson<{ message: string }>(patch({ clue: 'x'.repeat(501) }), 400)).message).toBe('clue: clue must be at most 500 characters');
    const four = Array.from({ length: 4 }, () => ({ text: 'A hint', cost: 1 }));
    expect((await expectJson<{ message: string }>(patch({ hints: four }), 400)).message).toBe('hints: a piece has at most 3 hints');
    expect((await expectJson<{ message: string }>(patch({ hints: [{ text: 'A hint', cost: -1 }] }), 400)).message).toBe('hints.0.cost: hint cost must be from 0 to 100000');
    expect((await expectJson<{ message: string }>(patch({ hints: [{ text: '', cost: 1 }] }), 400)).message).toBe('hints.0.text: hint text is required');
    await expectJson(patch({ clue: '', hints: [] }), 200);
  });
});

describe('outside the running event', () => {
  it('refuses to reveal a hint once the hunt is over', async () => {
    const late = await signedIn(setup.server, 'late@campus.edu');
    const events = await expectJson<{ id: number; status: string }[]>(setup.admin.get('/api/admin/events'), 200);
    const running = events.find((event) => event.status === 'active');
    await expectJson(setup.admin.post(`/api/admin/events/${running?.id}/complete`), 200);
    expect((await expectJson<{ code: string }>(reveal(late, pieceIds[0] ?? 0, 0), 403)).code).toBe('no_active_event');
    expect(await db()('hint_reveals').where({ user_id: late.userId })).toHaveLength(0);
  });
});

describe('the race board and prize tiers', () => {
  let race: AdminTestSetup;
  beforeAll(async () => {
    race = await startAdminTestServer();
  });
  afterAll(() => race.server.stop());

  const at = (second: number) => new Date(Date.UTC(2026, 10, 27, 9, 0, second));
  const boardOf = () => expectJson<AdminLeaderboardDto>(race.admin.get('/api/admin/leaderboard'), 200);

  it('ranks those still hunting below the finishers, by pieces and then the earlier latest find, from the first scan', async () => {
    const event = await makeEvent(race.server.runtime.deps.db, { name: 'Race Hunt' });
    const made = await makePieces(race.server.runtime.deps.db, ['RACE01', 'RACE02', 'RACE03']);
    expect(made).toHaveLength(3);
    const first = await signedIn(race.server, 'first@campus.edu');
    await expectJson(first.post('/api/scan', { code: 'RACE01' }), 200);
    // Nobody has finished, and the board already moves.
    const early = await expectJson<LeaderboardDto>(first.get('/api/leaderboard'), 200);
    expect(early.entries.map((entry) => [entry.email, entry.rank, entry.piecesFound, entry.completedAt])).toEqual([['first@campus.edu', 1, 1, null]]);

    const knex = race.server.runtime.deps.db;
    await makeUser(knex, { email: 'two-late@campus.edu', pieces_found: 2, last_found_at: at(40), event_id: event.id });
    await makeUser(knex, { email: 'two-early@campus.edu', pieces_found: 2, last_found_at: at(10), event_id: event.id });
    await makeUser(knex, { email: 'done@campus.edu', pieces_found: 3, last_found_at: at(50), completed_at: at(50), total_points: 0, event_id: event.id });
    await race.server.runtime.settle();
    const board = await boardOf();
    expect(board.entries.map((entry) => [entry.email, entry.rank])).toEqual([
      ['done@campus.edu', 1],
      ['two-early@campus.edu', 2],
      ['two-late@campus.edu', 3],
      ['first@campus.edu', 4],
    ]);
    expect(board.totalRanked).toBe(1);
    const hunting = await expectJson<ScoreDto>(first.get('/api/user/score'), 200);
    expect(hunting).toMatchObject({ rank: 4, percentile: null, tier: null, prize: null });
  });

  it.each([
    [1, ['Platinum']],
    [2, ['Platinum', null]],
    [4, ['Platinum', null, null, null]],
    [10, ['Platinum', 'Bronze', null]],
  ])('gives %i finisher(s) the tiers of their places, the first always the top one', async (count, expected) => {
    const knex = race.server.runtime.deps.db;
    const event = await makeEvent(knex, { name: `Tiers ${count}`, status: 'completed' });
    for (let place = 0; place < count; place++) {
      await makeUser(knex, { email: `t${count}-${place}@campus.edu`, total_points: 1000 - place, completed_at: at(place), pieces_found: 3, event_id: event.id });
    }
    await race.server.runtime.settle();
    const board = await expectJson<AdminLeaderboardDto>(race.admin.get(`/api/admin/leaderboard?event=${event.id}`), 200);
    expect(board.entries.slice(0, expected.length).map((entry) => entry.tier)).toEqual(expected);
    expect(board.entries[0]?.prize).toBe('Platinum Prize');
  });

  it('gives 100 finishers 1, 5, 10 and 25 places, as the percentiles did', async () => {
    const knex = race.server.runtime.deps.db;
    const event = await makeEvent(knex, { name: 'Tiers 100', status: 'completed' });
    for (let place = 0; place < 100; place++) {
      await makeUser(knex, { email: `h-${place}@campus.edu`, total_points: 1000 - place, completed_at: at(0), pieces_found: 3, event_id: event.id });
    }
    const board = await expectJson<AdminLeaderboardDto>(race.admin.get(`/api/admin/leaderboard?event=${event.id}`), 200);
    const count = (tier: string) => board.entries.filter((entry) => entry.tier === tier).length;
    expect([count('Platinum'), count('Gold'), count('Silver'), count('Bronze')]).toEqual([1, 4, 5, 15]);
    expect(board.entries.slice(0, 26).map((entry) => entry.prize)).toEqual([
      'Platinum Prize',
      ...Array(4).fill('Gold Prize'),
      ...Array(5).fill('Silver Prize'),
      ...Array(15).fill('Bronze Prize'),
      null,
    ]);
  });
});
