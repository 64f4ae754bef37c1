import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaderboardDto } from '../../core/contracts';
import type { TeamBoardDto } from '../../core/teams';
import { signedIn, type SignedInClient } from '../testing/admin';
import { makeEvent, makePieces } from '../testing/factories';
import { startTestServer, type TestServer } from '../testing/harness';

/**
 * The boards every reader shares are compressed once per change and each response appends the
 * reader's own part uncompressed (compression/sharedPrefix.ts): whatever the encoding, a reader
 * must receive exactly the board they would receive plain.
 */

let server: TestServer;
let midField: SignedInClient;
let leader: SignedInClient;
let other: SignedInClient;

const RANKED = 130;
const TEAMS = 12;
/** Team n's name; student n plays in team n mod TEAMS. */
const teamName = (n: number) => `Zoë’s Foxes ${n}`;
const decoders = { br: brotliDecompressSync, gzip: gunzipSync, plain: (raw: Buffer) => raw };

/** A read with this Accept-Encoding (none when undefined), as raw bytes and decoded JSON. */
async function read(client: SignedInClient, path: string, accept: string | undefined) {
  const cookie = `hunt.sid=${client.cookie('hunt.sid')}; hunt.sid.sig=${client.cookie('hunt.sid.sig')}`;
  const response = await request(new URL(path, server.url), { headers: { cookie, ...(accept ? { 'accept-encoding': accept } : {}) } });
  const raw = Buffer.from(await response.body.arrayBuffer());
  const encoding = response.headers['content-encoding'];
  const decode = encoding === 'br' || encoding === 'gzip' ? decoders[encoding] : decoders.plain;
  return { status: response.statusCode, encoding, raw, json: JSON.parse(decode(raw).toString()) as unknown, headers: response.headers };
}

beforeAll(async () => {
  server = await startTestServer();
  const db = server.runtime.deps.db;
  await makePieces(db, ['ENC001']);
  const event = await makeEvent(db, { mode: 'solo-and-teams', team_size: 50 });
  const teams = Array.from({ length: TEAMS }, (_, n) => ({ event_id: event.id, name: teamName(n), join_code: `FOXES${String.fromCharCode(65 + n)}` }));
  const teamIds = (await db('teams').insert(teams).returning('id')).map((row: { id: number }) => row.id);
  // Ranked students with points 1..RANKED: the reader in mid-field is far from the top 100.
  await db.raw(
    `with ranked as (insert into users (email) select 'enc' || g || '@campus.edu' from generate_series(1, ?) g returning id, email),
     numbered as (select id, split_part(substr(email, 4), '@', 1)::int as n from ranked)
     insert into participants (event_id, user_id, total_points, completed_at, team_id)
     select ?, id, n, now(), (?::int[])[n % ? + 1] from numbered`,
    [RANKED, event.id, teamIds, TEAMS],
  );
  await server.runtime.settle();
  midField = await signedIn(server, 'enc10@campus.edu');
  leader = await signedIn(server, `enc${RANKED}@campus.edu`);
  other = await signedIn(server, 'enc20@campus.edu');
});
afterAll(() => server.stop());

describe('boards compressed once per change', () => {
  for (const path of ['/api/leaderboard', '/api/leaderboard/teams']) {
    it(`${path}: brotli, gzip and plain decode to the same board, with one ETag`, async () => {
      const plain = await read(midField, path, undefined);
      const gzip = await read(midField, path, 'gzip, deflate');
      const br = await read(midField, path, 'gzip, deflate, br, zstd');
      expect([plain.status, gzip.status, br.status]).toEqual([200, 200, 200]);
      expect([plain.encoding, gzip.encoding, br.encoding]).toEqual([undefined, 'gzip', 'br']);
      expect(gzip.json).toEqual(plain.json);
      expect(br.json).toEqual(plain.json);
      for (const response of [plain, gzip, br]) {
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        expect(response.headers.etag).toBe(plain.headers.etag);
      }
      expect(br.raw.length).toBeLessThan(plain.raw.length / 3);
      expect(gzip.raw.length).toBeLessThan(plain.raw.length / 3);
    });
  }

  it("ends each reader's compressed board with their own entry, after the same shared bytes", async () => {
    const mine = await read(midField, '/api/leaderboard', 'br');
    const theirs = await read(other, '/api/leaderboard', 'br');
    const board = mine.json as LeaderboardDto;
    expect(board.entries).toHaveLength(100);
    expect(board.me).toMatchObject({ userId: midField.userId, email: 'enc10@campus.edu', totalPoints: 10 });
    expect((theirs.json as LeaderboardDto).me).toMatchObject({ userId: other.userId, totalPoints: 20 });
    expect((theirs.json as LeaderboardDto).entries).toEqual(board.entries);
    // The two bodies differ only after the part both share: the board was compressed once for both.
    let common = 0;
    while (common < mine.raw.length && mine.raw[common] === theirs.raw[common]) common++;
    expect(common).toBeGreaterThan(mine.raw.length - JSON.stringify(board.me).length - 16);
  });

  it('gives a reader among the hundred their own row with their e-mail in full, compressed', async () => {
    const plain = await read(leader, '/api/leaderboard', undefined);
    const br = await read(leader, '/api/leaderboard', 'br');
    expect(br.encoding).toBe('br');
    expect(br.json).toEqual(plain.json);
    const board = br.json as LeaderboardDto;
    expect(board.entries[0]).toMatchObject({ userId: leader.userId, email: `enc${RANKED}@campus.edu`, rank: 1 });
    expect(board.me).toEqual(board.entries[0]);
  });

  it("names the reader's own team at the end of the team board, whatever the encoding", async () => {
    const board = (await read(midField, '/api/leaderboard/teams', 'br')).json as TeamBoardDto;
    expect(board.mine).toMatchObject({ name: teamName(10), members: 11 });
    expect(board.entries).toHaveLength(TEAMS);
    expect(board.entries).toContainEqual(board.mine);
  });

  it('answers 304 whatever the encoding asked, once the reader holds the board', async () => {
    const first = await read(midField, '/api/leaderboard', 'br');
    const cookie = `hunt.sid=${midField.cookie('hunt.sid')}; hunt.sid.sig=${midField.cookie('hunt.sid.sig')}`;
    for (const accept of ['br', 'gzip', 'identity']) {
      const again = await request(new URL('/api/leaderboard', server.url), {
        headers: { cookie, 'accept-encoding': accept, 'if-none-match': String(first.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect((await again.body.arrayBuffer()).byteLength).toBe(0);
    }
  });

  it('sends the changed board, compressed again, once a score changes', async () => {
    const before = (await read(midField, '/api/leaderboard', 'gzip')).json as LeaderboardDto;
    await server.runtime.deps.db('participants').where({ user_id: other.userId }).update({ total_points: 1000 });
    await server.runtime.settle();
    const after = (await read(midField, '/api/leaderboard', 'gzip')).json as LeaderboardDto;
    expect(after.version).not.toBe(before.version);
    expect(after.entries[0]).toMatchObject({ userId: other.userId, totalPoints: 1000, rank: 1 });
    expect(after.me).toMatchObject({ userId: midField.userId, totalPoints: 10 });
  });
});
