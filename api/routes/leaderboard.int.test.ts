import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaderboardDto, ScoreDto } from '../../core/contracts';
import { neutralName } from '../../core/displayName';
import { applyLeaderboardPatch, type LeaderboardPatch } from '../../core/leaderboardPatch';
import { signedIn, type SignedInClient } from '../testing/admin';
import { TestClient } from '../testing/client';
import { EventStreamReader } from '../testing/eventStream';
import { makeEvent, makePieces, setStanding } from '../testing/factories';
import { startTestServer, type TestServer } from '../testing/harness';

let server: TestServer;
const clients: Record<string, SignedInClient> = {};

const T0 = new Date('2026-05-01T09:00:00.000Z');
const minutesAfter = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

/** Sets a user's score straight in the database, then waits until the server has heard of it. */
async function setScore(target: TestServer, email: string, totalPoints: number, completedAt: Date | null) {
  await setStanding(target.runtime.deps.db, email, { total_points: totalPoints, completed_at: completedAt });
  await target.runtime.settle();
}

async function board(client: TestClient): Promise<LeaderboardDto> {
  const response = await client.get('/api/leaderboard');
  expect(response.status).toBe(200);
  return (await response.json()) as LeaderboardDto;
}

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: 'boss@campus.edu' });
  await makePieces(server.runtime.deps.db, ['LDB001', 'LDB002']);
  await makeEvent(server.runtime.deps.db);
  clients.alice = await signedIn(server, 'alice@campus.edu', { firstName: 'Alice', lastName: 'Archer' });
  clients.bob = await signedIn(server, 'bob@campus.edu', { firstName: 'Bob', lastName: 'Baker' });
  clients.carol = await signedIn(server, 'carol@campus.edu');
  clients.dave = await signedIn(server, 'dave@campus.edu');
  clients.boss = await signedIn(server, 'boss@campus.edu');
  // Bob and Alice tie on points; Bob completed first. Carol completed earliest, with fewer points.
  await setScore(server, 'alice@campus.edu', 100, minutesAfter(20));
  await setScore(server, 'bob@campus.edu', 100, minutesAfter(10));
  await setScore(server, 'carol@campus.edu', 50, minutesAfter(0));
});
afterAll(() => server.stop());

const alice = () => clients.alice as TestClient;

describe('GET /api/leaderboard', () => {
  it('answers 401 when signed out', async () => {
    const response = await new TestClient(server.url).get('/api/leaderboard');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthorized', code: 'unauthorized' });
  });

  it('orders entries by points desc, then completion asc, with ranks and percentiles', async () => {
    const result = await board(alice());
    expect(result.published).toBe(true);
    expect(result.totalRanked).toBe(3);
    expect(result.entries.map((e) => [e.userName, e.rank, e.totalPoints])).toEqual([
      ['Bob Baker', 1, 100],
      ['Alice Archer', 2, 100],
      // Carol gave no names, and her e-mail is masked: her name is not taken from it.
      [neutralName(clients.carol?.userId as string), 3, 50],
    ]);
    expect(result.entries.map((e) => e.percentile)).toEqual([(100 * 2) / 3, 100 / 3, 0]);
    expect(result.entries[0]?.completedAt).toBe(minutesAfter(10).toISOString());
  });

  it('gives a ranked user their own entry as `me`, and null to an unranked one', async () => {
    const mine = await board(alice());
    expect(mine.me).toMatchObject({ userName: 'Alice Archer', rank: 2, email: 'alice@campus.edu', totalPoints: 100 });
    expect(mine.me?.userId).toBe(mine.entries[1]?.userId);
    const unranked = await board(clients.dave as TestClient);
    expect(unranked.me).toBeNull();
    expect(unranked.entries).toHaveLength(3);
  });

  it('masks other participants\' e-mails as a•••@domain and shows your own in full', async () => {
    const result = await board(alice());
    expect(result.entries.map((e) => e.email)).toEqual(['b•••@campus.edu', 'alice@campus.edu', 'c•••@campus.edu']);
    const asDave = await board(clients.dave as TestClient);
    expect(asDave.entries.map((e) => e.email)).toEqual(['b•••@campus.edu', 'a•••@campus.edu', 'c•••@campus.edu']);
  });

  it('shows an admin (ADMIN_EMAILS) every e-mail in full', async () => {
    const result = await board(clients.boss as TestClient);
    expect(result.entries.map((e) => e.email)).toEqual(['bob@campus.edu', 'alice@campus.edu', 'carol@campus.edu']);
    expect(result.me).toBeNull();
  });
});

describe('GET /api/leaderboard/stream', () => {
  it('answers 401 when signed out', async () => {
    const response = await new TestClient(server.url).get('/api/leaderboard/stream');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'unauthorized' });
  });

  it('pushes each change as a patch that turns the board a reader holds into the current one', async () => {
    const readers = [clients.dave, clients.alice] as TestClient[];
    const held = await Promise.all(readers.map((reader) => board(reader)));
    const streams = await Promise.all(
      readers.map(async (reader) => {
        const response = await reader.get('/api/leaderboard/stream');
        if (!response.body) throw new Error('the stream answered without a body');
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toContain('text/event-stream');
        return new EventStreamReader(response.body.getReader());
      }),
    );
    try {
      for (const stream of streams) expect(await stream.until('retry:', 3000)).not.toBeNull();
      // Quiet while nothing changes, so the message below is the completion's.
      expect(await streams[0]?.until('event: leaderboard', 500)).toBeNull();

      // The race board moves with every find: the first piece puts Erin on it, hunting below
      // the finishers; the second completes her. Each time, the patch alone brings every
      // reader's board up to date: nobody fetches anything.
      const erin = await signedIn(server, 'erin@campus.edu');
      for (const code of ['LDB001', 'LDB002']) {
        expect((await erin.post('/api/scan', { code })).status).toBe(200);
        for (const [index, stream] of streams.entries()) {
          const received = await stream.nextMessage(3000);
          expect(received, 'no leaderboard message within 3 s').not.toBeNull();
          const patch = JSON.parse(received ?? '') as LeaderboardPatch;
          const before = held[index] as LeaderboardDto;
          expect(patch.from).toBe(before.version);
          const patched = applyLeaderboardPatch(before, patch);
          expect(patched).toEqual(await board(readers[index] as TestClient));
          held[index] = patched as LeaderboardDto;
        }
        const hunting = (await board(erin)).me;
        if (code === 'LDB001') expect(hunting).toMatchObject({ completedAt: null, piecesFound: 1, percentile: null, tier: null });
      }
      expect((await board(erin)).me?.rank).toBe(4);
    } finally {
      await Promise.all(streams.map((stream) => stream.cancel()));
    }
  });
});

describe('live stream limits', () => {
  it('refuses a sixth simultaneous stream for one user with 429', async () => {
    const client = await signedIn(server, 'many-tabs@campus.edu');
    const open = await Promise.all(Array.from({ length: 5 }, () => client.get('/api/leaderboard/stream')));
    expect(open.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    const sixth = await client.get('/api/leaderboard/stream');
    expect(sixth.status).toBe(429);
    await Promise.all(open.map((response) => response.body?.cancel()));
  });
});

describe('sealed leaderboards', () => {
  it('hides a sealed board from participants until the event is completed; admins always see it', async () => {
    const db = server.runtime.deps.db;
    await db('events').where({ status: 'active' }).update({ leaderboard_visibility: 'sealed' });
    await server.runtime.settle();

    expect(await board(alice())).toEqual({ published: false, version: '', entries: [], me: null, totalRanked: 0, prizes: [] });
    const score = (await (await alice().get('/api/user/score')).json()) as ScoreDto;
    expect(score.percentile).toBeNull();
    const asAdmin = await board(clients.boss as TestClient);
    expect(asAdmin.published).toBe(true);
    expect(asAdmin.entries.slice(0, 3).map((e) => e.userName)).toEqual(['Bob Baker', 'Alice Archer', 'carol']);

    await db('events').where({ status: 'active' }).update({ status: 'completed', completed_at: new Date() });
    await server.runtime.settle();
    const after = await board(alice());
    expect(after.published).toBe(true);
    expect(after.me?.rank).toBe(2);
    expect(after.entries.length).toBeGreaterThanOrEqual(3);
  });
});

describe('LEADERBOARD_EMAILS', () => {
  for (const [policy, expected] of [['full', 'other@campus.edu'], ['hidden', null]] as const) {
    it(`=${policy} shows others' e-mails ${policy === 'full' ? 'in full' : 'to nobody'}, and your own in full`, async () => {
      const target = await startTestServer({ LEADERBOARD_EMAILS: policy });
      try {
        await makeEvent(target.runtime.deps.db);
        await target.runtime.settle();
        const viewer = await signedIn(target, 'viewer@campus.edu');
        await signedIn(target, 'other@campus.edu');
        await setScore(target, 'other@campus.edu', 20, minutesAfter(0));
        await setScore(target, 'viewer@campus.edu', 10, minutesAfter(0));
        const result = await board(viewer);
        expect(result.entries.map((e) => e.email)).toEqual([expected, 'viewer@campus.edu']);
        expect(result.me?.email).toBe('viewer@campus.edu');
      } finally {
        await target.stop();
      }
    });
  }
});
