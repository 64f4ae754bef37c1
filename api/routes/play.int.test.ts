import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectionEntryDto, LeaderboardDto, PieceDto, ProgressDto, ScoreDto } from '../../core/contracts';
import type { PuzzlePieceRow } from '../../db/rows';
import { signedIn } from '../testing/admin';
import { TestClient } from '../testing/client';
import { makeEvent, makePieces, setStanding } from '../testing/factories';
import { startTestServer, type TestServer } from '../testing/harness';

let server: TestServer;
let pieces: PuzzlePieceRow[];

const db = () => server.runtime.deps.db;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

async function json<T>(client: TestClient, path: string): Promise<T> {
  const response = await client.get(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** Sets a user's score straight in the database, then waits until the server has heard of it. */
async function setScore(email: string, totalPoints: number, completedAt: Date | null): Promise<void> {
  await setStanding(db(), email, { total_points: totalPoints, completed_at: completedAt });
  await server.runtime.settle();
}

beforeAll(async () => {
  server = await startTestServer();
  pieces = (await makePieces(db(), ['PLY001', 'PLY002'])).map((made) => made.piece);
  await db()('puzzle_pieces').where({ id: pieces[1]?.id }).update({ description: 'By the library', image_url: 'https://img.example/2.png' });
  await makeEvent(db());
});
afterAll(() => server.stop());

describe('participant reads', () => {
  it('answers 401 to every participant read when signed out', async () => {
    const client = new TestClient(server.url);
    for (const path of ['/api/puzzles', '/api/user/collection', '/api/user/progress', '/api/user/score']) {
      const response = await client.get(path);
      expect(response.status, path).toBe(401);
      expect(await response.json()).toEqual({ message: 'Unauthorized', code: 'unauthorized' });
    }
  });

  it('GET /api/puzzles tells a participant only the place of a piece they do not hold', async () => {
    const client = await signedIn(server, 'lister@campus.edu');
    const before = await json<PieceDto[]>(client, '/api/puzzles');
    const clues = { clue: null, clueImageUrl: null, hints: [] };
    expect(before).toEqual([
      { id: pieces[0]?.id, position: 1, collected: false, ...clues },
      { id: pieces[1]?.id, position: 2, collected: false, ...clues },
    ]);
    // Nothing about an unheld piece is anywhere in the body, not even under another key.
    const raw = await (await client.get('/api/puzzles')).text();
    for (const secret of ['PLY001 Piece', 'PLY002 Piece', 'img.example', 'By the library']) expect(raw).not.toContain(secret);

    expect((await client.post('/api/scan', { code: 'PLY002' })).status).toBe(200);
    expect(await json<PieceDto[]>(client, '/api/puzzles')).toEqual([
      { id: pieces[0]?.id, position: 1, collected: false, ...clues },
      { id: pieces[1]?.id, position: 2, collected: true, name: 'PLY002 Piece', imageUrl: 'https://img.example/2.png', description: 'By the library', ...clues },
    ]);
  });

  it('GET /api/user/collection and /api/user/progress follow the user\'s scans', async () => {
    const client = await signedIn(server, 'collector@campus.edu');
    expect(await json<CollectionEntryDto[]>(client, '/api/user/collection')).toEqual([]);
    expect(await json<ProgressDto>(client, '/api/user/progress')).toEqual({ collected: 0, total: 2, completedAt: null });

    expect((await client.post('/api/scan', { code: 'PLY002' })).status).toBe(200);
    const collection = await json<CollectionEntryDto[]>(client, '/api/user/collection');
    expect(collection).toHaveLength(1);
    expect(collection[0]?.puzzlePieceId).toBe(pieces[1]?.id);
    expect(collection[0]?.collectedAt).toMatch(ISO);
    expect(await json<ProgressDto>(client, '/api/user/progress')).toEqual({ collected: 1, total: 2, completedAt: null });

    // Another user's scans are not in this user's collection.
    const other = await signedIn(server, 'other-collector@campus.edu');
    expect((await other.post('/api/scan', { code: 'PLY001' })).status).toBe(200);
    expect(await json<CollectionEntryDto[]>(client, '/api/user/collection')).toHaveLength(1);
  });

  it('GET /api/user/score: a place in the race from the first find, a percentile and tier once complete', async () => {
    const client = await signedIn(server, 'climber@campus.edu');
    expect(await json<ScoreDto>(client, '/api/user/score')).toEqual({
      score: { totalPoints: 0, completedAt: null },
      percentile: null,
      rank: null,
      tier: null,
      prize: null,
    });
    expect((await client.post('/api/scan', { code: 'PLY001' })).status).toBe(200);
    const hunting = await json<ScoreDto>(client, '/api/user/score');
    expect(hunting).toMatchObject({ percentile: null, tier: null, prize: null });
    expect(hunting.rank).toEqual(expect.any(Number));

    expect((await client.post('/api/scan', { code: 'PLY002' })).status).toBe(200);
    const score = await json<ScoreDto>(client, '/api/user/score');
    expect(score.score.totalPoints).toBe(0);
    expect(score.score.completedAt).toMatch(ISO);
    expect(typeof score.percentile).toBe('number');
    const progress = await json<ProgressDto>(client, '/api/user/progress');
    expect(progress).toEqual({ collected: 2, total: 2, completedAt: score.score.completedAt });
  });
});

describe('ranking and percentile', () => {
  it('ranks by points then completion; equal pairs share a rank; rank r of N gets 100 * (N - r) / N', async () => {
    const at = new Date('2026-03-01T10:00:00.000Z');
    const later = new Date('2026-03-01T11:00:00.000Z');
    const clients: Record<string, TestClient> = {};
    for (const name of ['top', 'tieone', 'tietwo', 'fourth', 'unranked']) clients[name] = await signedIn(server, `${name}@rank.edu`, { firstName: name, lastName: 'Ranker' });
    // Far above everyone else in this file, so their ranks are 1, 2, 2, 4 whatever else completed.
    await setScore('top@rank.edu', 1000, later);
    await setScore('tieone@rank.edu', 900, at);
    await setScore('tietwo@rank.edu', 900, at);
    await setScore('fourth@rank.edu', 900, later);
    const counted = await db()('participants').whereNotNull('completed_at').count<{ count: number }[]>('* as count');
    const n = Number(counted[0]?.count);
    expect(n).toBeGreaterThanOrEqual(4);

    const percentileOf = async (name: string) => (await json<ScoreDto>(clients[name] as TestClient, '/api/user/score')).percentile;
    expect(await percentileOf('top')).toBeCloseTo((100 * (n - 1)) / n, 10);
    expect(await percentileOf('tieone')).toBeCloseTo((100 * (n - 2)) / n, 10);
    expect(await percentileOf('tietwo')).toBeCloseTo((100 * (n - 2)) / n, 10);
    expect(await percentileOf('fourth')).toBeCloseTo((100 * (n - 4)) / n, 10);
    expect(await percentileOf('unranked')).toBeNull();

    const board = await json<LeaderboardDto>(clients.top as TestClient, '/api/leaderboard');
    expect(board.totalRanked).toBe(n);
    const ranks = board.entries.slice(0, 4).map((entry) => [entry.userName, entry.rank]);
    expect(ranks.slice(0, 1)).toEqual([['top Ranker', 1]]);
    expect(ranks.slice(1, 3).sort()).toEqual([['tieone Ranker', 2], ['tietwo Ranker', 2]]);
    expect(ranks[3]).toEqual(['fourth Ranker', 4]);
  });

  it('gives rank 1 of N the percentile 100 * (N - 1) / N, with N = 4 on a fresh board', async () => {
    const fresh = await startTestServer();
    try {
      await makePieces(fresh.runtime.deps.db, ['ONE001']);
      await makeEvent(fresh.runtime.deps.db);
      const clients = [];
      for (const [index, name] of ['w1', 'w2', 'w3', 'w4'].entries()) {
        const client = new TestClient(fresh.url);
        await client.signIn(`${name}@fresh.edu`);
        expect((await client.post('/api/scan', { code: 'ONE001' })).status).toBe(200);
        await setStanding(fresh.runtime.deps.db, `${name}@fresh.edu`, { total_points: 100 - index * 10 });
        clients.push(client);
      }
      await fresh.runtime.settle();
      const percentiles = [];
      for (const client of clients) percentiles.push(((await (await client.get('/api/user/score')).json()) as ScoreDto).percentile);
      expect(percentiles).toEqual([75, 50, 25, 0]);
    } finally {
      await fresh.stop();
    }
  });
});
