import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminLeaderboardDto, AdminUserDto, EventDto, SurveyResponseAdminDto } from '../../core/admin';
import { DEFAULT_PRIZE_TIERS } from '../../core/constants';
import type { CollectionEntryDto, LeaderboardDto, ProgressDto, ScoreDto } from '../../core/contracts';
import { expectJson, signedIn, startAdminTestServer, type AdminTestSetup, type SignedInClient } from '../testing/admin';
import { readCsv, unzip } from '../testing/exportZip';
import { makePieces, makeQuestionnaire } from '../testing/factories';

/**
 * Two events in a row with the same students: each keeps its own collections, answers, points,
 * board and export, and the second starts everyone at zero.
 */

const HOUR_MS = 60 * 60 * 1000;
let setup: AdminTestSetup;
let ann: SignedInClient;
let quizId: number;
let autumn: EventDto;
let spring: EventDto;
let rankedAtSwitch: number | undefined;

const startEvent = (name: string) =>
  expectJson<EventDto>(
    setup.admin.post('/api/admin/events', {
      name,
      startDate: new Date(Date.now() - 60_000).toISOString(),
      endDate: new Date(Date.now() + HOUR_MS).toISOString(),
      prizeTiers: DEFAULT_PRIZE_TIERS,
    }),
    201,
  );
const scan = (client: SignedInClient | AdminTestSetup['user'], code: string) => client.post('/api/scan', { code });
const answer = (client: SignedInClient | AdminTestSetup['user']) => client.post('/api/survey/submit', { questionnaireId: quizId, responses: { q0: 'Paris' } });
const exportOf = async (query: string) => {
  const response = await setup.admin.get(`/api/admin/export-data${query}`);
  expect(response.status).toBe(200);
  const files = await unzip(Buffer.from(await response.arrayBuffer()));
  return (name: string) => readCsv(files.get(name) ?? '').rows;
};

beforeAll(async () => {
  setup = await startAdminTestServer();
  const db = setup.server.runtime.deps.db;
  await makePieces(db, ['APART1', 'APART2']);
  quizId = (await makeQuestionnaire(db, { triggerCount: 1 })).id;
  ann = await signedIn(setup.server, 'ann@campus.edu', { firstName: 'Ann', lastName: 'Autumn' });

  // Autumn: pat completes and answers the quiz (5 points); ann finds one piece.
  autumn = await startEvent('Campus Hunt Live');
  expect(autumn.status).toBe('active');
  for (const code of ['APART1', 'APART2']) await expectJson(scan(setup.user, code), 200);
  expect(await expectJson(answer(setup.user), 200)).toMatchObject({ pointsEarned: 5 });
  await expectJson(scan(ann, 'APART1'), 200);
  await expectJson(setup.admin.post(`/api/admin/events/${autumn.id}/complete`), 200);

  // What the board holds the moment the new event becomes the current one, before its load (a
  // late reload for the completion may come first: the completed event is still the current one).
  const { caches, board } = setup.server.runtime.deps;
  const stopWatching = caches.events.onChange(() => {
    if (caches.events.currentEventId() !== autumn.id) rankedAtSwitch ??= board.top('full').totalRanked;
  });
  spring = await startEvent('Spring Hunt');
  stopWatching();
  expect(spring.status).toBe('active');
});
afterAll(() => setup.server.stop());

describe('a second event', () => {
  it('starts everyone at zero: no pieces, no points, an empty board', async () => {
    // Never the last event's board while the new one's loads.
    expect(rankedAtSwitch).toBe(0);
    expect(await expectJson<CollectionEntryDto[]>(setup.user.get('/api/user/collection'), 200)).toEqual([]);
    expect(await expectJson<ScoreDto>(setup.user.get('/api/user/score'), 200)).toEqual({
      score: { totalPoints: 0, completedAt: null },
      percentile: null,
      rank: null,
      tier: null,
      prize: null,
    });
    expect(await expectJson<ProgressDto>(setup.user.get('/api/user/progress'), 200)).toMatchObject({ collected: 0, total: 2, completedAt: null });
    const board = await expectJson<LeaderboardDto>(setup.user.get('/api/leaderboard'), 200);
    expect(board).toMatchObject({ published: true, entries: [], me: null, totalRanked: 0 });
  });

  it('lets a student collect the same pieces and answer the same quiz again, for its own board', async () => {
    await expectJson(scan(setup.user, 'APART1'), 200);
    expect(await expectJson(answer(setup.user), 200)).toMatchObject({ pointsEarned: 5 });
    // Twice in one event is still refused.
    await expectJson(scan(setup.user, 'APART1'), 409);
    for (const code of ['APART1', 'APART2']) await expectJson(scan(ann, code), 200);

    // Ann finished; pat, one piece in, is on the race board below her.
    const board = await expectJson<LeaderboardDto>(ann.get('/api/leaderboard'), 200);
    expect(board.entries.map((entry) => [entry.email, entry.totalPoints, entry.piecesFound])).toEqual([
      ['ann@campus.edu', 0, 2],
      ['p•••@campus.edu', 5, 1],
    ]);
    expect(await expectJson<ScoreDto>(setup.user.get('/api/user/score'), 200)).toMatchObject({ score: { totalPoints: 5, completedAt: null } });
  });

  it("keeps the completed event's final board readable, by students and organisers", async () => {
    const past = await expectJson<LeaderboardDto>(ann.get(`/api/leaderboard?event=${autumn.id}`), 200);
    expect(past.published).toBe(true);
    // Others' e-mails masked, as on any board; ann, one piece short, stays below the finisher.
    expect(past.entries.map((entry) => [entry.email, entry.rank, entry.totalPoints, entry.completedAt === null])).toEqual([
      ['p•••@campus.edu', 1, 5, false],
      ['ann@campus.edu', 2, 0, true],
    ]);
    expect(past.me).toMatchObject({ rank: 2, piecesFound: 1, tier: null });
    const mine = await expectJson<LeaderboardDto>(setup.user.get(`/api/leaderboard?event=${autumn.id}`), 200);
    expect(mine.me).toMatchObject({ rank: 1, email: 'pat@campus.edu' });

    const adminPast = await expectJson<AdminLeaderboardDto>(setup.admin.get(`/api/admin/leaderboard?event=${autumn.id}`), 200);
    expect(adminPast.entries.map((entry) => entry.email)).toEqual(['pat@campus.edu', 'ann@campus.edu']);
    const adminNow = await expectJson<AdminLeaderboardDto>(setup.admin.get('/api/admin/leaderboard'), 200);
    expect(adminNow.entries.map((entry) => entry.email)).toEqual(['ann@campus.edu', 'pat@campus.edu']);
  });

  it("lists each event's answers and standings apart in the panel", async () => {
    const responses = (query: string) => expectJson<SurveyResponseAdminDto[]>(setup.admin.get(`/api/admin/survey-responses${query}`), 200);
    expect((await responses(`?event=${autumn.id}`)).map((response) => response.userEmail)).toEqual(['pat@campus.edu']);
    expect((await responses('')).map((response) => response.userEmail)).toEqual(['pat@campus.edu']);
    expect(await responses(`?event=${spring.id}&questionnaireId=${quizId}`)).toHaveLength(1);

    const users = await expectJson<AdminUserDto[]>(setup.admin.get('/api/admin/users'), 200);
    const annNow = users.find((user) => user.email === 'ann@campus.edu');
    expect(annNow).toMatchObject({ collectionCount: 2, rank: 1 });
    const autumnUsers = await expectJson<AdminUserDto[]>(setup.admin.get(`/api/admin/users?event=${autumn.id}`), 200);
    expect(autumnUsers.find((user) => user.email === 'ann@campus.edu')).toMatchObject({ collectionCount: 1, rank: 2, tier: null });
    expect(autumnUsers.find((user) => user.email === 'pat@campus.edu')).toMatchObject({ collectionCount: 2, totalPoints: 5, rank: 1 });
  });

  it('exports each event on its own', async () => {
    const pastSheet = await exportOf(`?event=${autumn.id}`);
    const nowSheet = await exportOf('');
    const holders = (rows: Record<string, string>[]) => rows.map((row) => row.userEmail).sort();
    expect(holders(pastSheet('collection.csv'))).toEqual(['ann@campus.edu', 'pat@campus.edu', 'pat@campus.edu']);
    expect(holders(nowSheet('collection.csv'))).toEqual(['ann@campus.edu', 'ann@campus.edu', 'pat@campus.edu']);
    expect(pastSheet('leaderboard.csv').map((row) => [row.email, row.tier, row.prize, row.piecesFound])).toEqual([
      ['pat@campus.edu', 'Platinum', 'Platinum Prize', '2'],
      ['ann@campus.edu', '', '', '1'],
    ]);
    expect(nowSheet('leaderboard.csv').map((row) => row.email)).toEqual(['ann@campus.edu', 'pat@campus.edu']);
    expect(pastSheet('survey-responses.csv')).toHaveLength(1);
    // Accounts and the events sheet are whole in both.
    expect(pastSheet('events.csv').map((row) => row.name).sort()).toEqual(['Campus Hunt Live', 'Spring Hunt']);
  });

  it('answers 404 for an event that does not exist, and 400 for one that is no id', async () => {
    await expectJson(setup.user.get('/api/leaderboard?event=999999'), 404);
    await expectJson(setup.admin.get('/api/admin/export-data?event=999999'), 404);
    await expectJson(setup.admin.get('/api/admin/users?event=999999'), 404);
    const bad = await expectJson<{ message: string }>(setup.user.get('/api/leaderboard?event=abc'), 400);
    expect(bad.message).toMatch(/event/);
  });
});
