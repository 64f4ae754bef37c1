import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectJson, signedIn, signedInAs, startAdminTestServer, type AdminTestSetup, type SignedInClient } from './testing/admin';
import { SIGNED_IN_MAX_AGE_MS } from './middleware/session';
import { listenKoaAlone, type KoaAlone } from './testing/koaAlone';
import { makeEvent, makePieces } from './testing/factories';

/**
 * The boards and the score are answered before the middleware chain when a signed-in student
 * reads them (memoryReads.ts). Each request here goes to the server and, with the same headers,
 * to the same runtime's Koa app alone: the answers must be the same, byte for byte, header for
 * header; and the counter says which the short path answered.
 */

let setup: AdminTestSetup;
let koaOnly: KoaAlone | undefined;
let koaUrl: string;
let reader: SignedInClient;
let leader: SignedInClient;
let divisionId: number;

const RANKED = 120;
/** Headers a connection sets, and the date, which differ between any two responses. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive']);

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

async function send(base: string, path: string, headers: Record<string, string>, method = 'GET'): Promise<Answer> {
  const response = await request(new URL(path, base), { method, headers });
  const body = Buffer.from(await response.body.arrayBuffer());
  const kept = Object.entries(response.headers).filter(([name]) => !PER_CONNECTION.has(name));
  return { status: response.statusCode, headers: Object.fromEntries(kept), body };
}

const cookieOf = (client: SignedInClient) => `hunt.sid=${client.cookie('hunt.sid')}; hunt.sid.sig=${client.cookie('hunt.sid.sig')}`;

async function memoryReads(): Promise<number> {
  const text = await setup.server.runtime.deps.metrics.render();
  return [...text.matchAll(/^hunt_memory_reads_total\{[^}]*\} (\d+)$/gm)].reduce((sum, match) => sum + Number(match[1]), 0);
}

/** The server's answer and Koa's alone, and how many of the server's the short path gave. */
async function both(path: string, headers: Record<string, string>, method = 'GET') {
  const before = await memoryReads();
  const server = await send(setup.server.url, path, headers, method);
  const answered = (await memoryReads()) - before;
  const koa = await send(koaUrl, path, headers, method);
  return { server, koa, answered };
}

beforeAll(async () => {
  setup = await startAdminTestServer();
  const db = setup.server.runtime.deps.db;
  await makePieces(db, ['MEM001']);
  const event = await makeEvent(db, { mode: 'solo-and-teams', team_size: 50 });
  const [team] = await db('teams').insert({ event_id: event.id, name: 'Owls', join_code: 'OWLSAB' }).returning('id');
  // The event was written past the API: its cache hears of it before the division names it.
  await setup.server.runtime.settle();
  divisionId = (await expectJson<{ id: number }>(setup.admin.post('/api/admin/divisions', { eventId: event.id, name: 'Science' }), 201)).id;
  await db.raw(
    `with ranked as (insert into users (email) select 'mem' || g || '@campus.edu' from generate_series(1, ?) g returning id, email)
     insert into participants (event_id, user_id, total_points, completed_at, team_id, division_id)
     select ?, id, split_part(substr(email, 4), '@', 1)::int, now(), ?, ? from ranked`,
    [RANKED, event.id, (team as { id: number }).id, divisionId],
  );
  await setup.server.runtime.settle();
  reader = await signedIn(setup.server, 'mem10@campus.edu');
  leader = await signedIn(setup.server, `mem${RANKED}@campus.edu`);
  // A session's first read brings it and its user into memory (tested below).
  for (const client of [reader, leader]) await expectJson(client.get('/api/user/score'), 200);
  koaOnly = await listenKoaAlone(setup.server);
  koaUrl = koaOnly.url;
});
afterAll(async () => {
  await koaOnly?.close();
  await setup?.server.stop();
});

describe('reads answered from memory', () => {
  const paths = () => ['/api/leaderboard', `/api/leaderboard?division=${divisionId}`, '/api/leaderboard/teams', '/api/user/score'];
  const encodings = [undefined, 'gzip', 'gzip, deflate, br, zstd'];

  it("leaves a session's first read to Koa, which brings the session and the user into memory for the next", async () => {
    const cold = await signedIn(setup.server, 'mem30@campus.edu');
    const first = await both('/api/user/score', { cookie: cookieOf(cold) });
    expect([first.server.status, first.answered]).toEqual([200, 0]);
    const next = await both('/api/user/score', { cookie: cookieOf(cold) });
    expect([next.server.status, next.answered]).toEqual([200, 1]);
    expect(next.server.body.equals(next.koa.body)).toBe(true);
  });

  it('answers a signed-in student as the router does, in every encoding', async () => {
    // The bulk insert's change notices may reach the caches after beforeAll's read (PostgreSQL
    // sends them on their own schedule) and send the reader's user back to the database: read
    // once more, once they are in.
    await setup.server.runtime.settle();
    await expectJson(reader.get('/api/user/score'), 200);
    for (const path of paths()) {
      for (const encoding of encodings) {
        const { server, koa, answered } = await both(path, { cookie: cookieOf(reader), ...(encoding ? { 'accept-encoding': encoding } : {}) });
        expect(server.status, `${path} ${encoding}`).toBe(200);
        expect(answered, `${path} ${encoding}`).toBe(1);
        expect(server.headers, `${path} ${encoding}`).toEqual(koa.headers);
        expect(server.body.equals(koa.body), `${path} ${encoding}`).toBe(true);
      }
    }
  });

  it('answers 304 to a reader who holds the board, and 200 to one who asks again with no-cache', async () => {
    for (const path of paths()) {
      const first = await send(setup.server.url, path, { cookie: cookieOf(reader) });
      const etag = String(first.headers.etag);
      const held = await both(path, { cookie: cookieOf(reader), 'if-none-match': etag });
      expect([held.server.status, held.answered]).toEqual([304, 1]);
      expect(held.server.headers).toEqual(held.koa.headers);
      expect(held.server.body.length).toBe(0);
      const reload = await both(path, { cookie: cookieOf(reader), 'if-none-match': etag, 'cache-control': 'no-cache' });
      expect([reload.server.status, reload.answered]).toEqual([200, 1]);
      expect(reload.server.body.equals(reload.koa.body)).toBe(true);
    }
  });

  it('leaves to Koa what it would answer otherwise, with the same answer', async () => {
    const cookie = cookieOf(reader);
    const forged = cookie.replace(/sig=.*/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAAAAA');
    const cases: [string, Record<string, string>, number, string?][] = [
      ['/api/leaderboard', {}, 401],
      ['/api/leaderboard', { cookie: forged }, 401],
      ['/api/leaderboard', { cookie, authorization: 'Bearer not-a-token' }, 401],
      ['/api/leaderboard?division=abc', { cookie }, 400],
      ['/api/leaderboard', { cookie }, 200, 'HEAD'],
      // The top hundred's own row names their e-mail: a plain body the compression middleware compresses.
      ['/api/leaderboard', { cookie: cookieOf(leader), 'accept-encoding': 'br' }, 200],
    ];
    for (const [path, headers, status, method] of cases) {
      const { server, koa, answered } = await both(path, headers, method);
      expect([server.status, answered], `${method ?? 'GET'} ${path} ${JSON.stringify(headers)}`).toEqual([status, 0]);
      expect(server.headers).toEqual(koa.headers);
      expect(server.body.equals(koa.body)).toBe(true);
    }
  });

  it('leaves a session due for renewal to the session middleware, which renews it', async () => {
    const due = await signedInAs(setup.server, { id: reader.userId }, { lifeLeftMs: SIGNED_IN_MAX_AGE_MS / 4 });
    const before = await memoryReads();
    const renewed = await send(setup.server.url, '/api/user/score', { cookie: cookieOf(due) });
    expect(renewed.status).toBe(200);
    expect(await memoryReads()).toBe(before);
    expect(String(renewed.headers['set-cookie'])).toContain(`hunt.sid=${due.cookie('hunt.sid')}`);
  });

  it('counts its answers in the request figures under the route', async () => {
    await send(setup.server.url, '/api/user/score', { cookie: cookieOf(reader) });
    const text = await setup.server.runtime.deps.metrics.render();
    expect(text).toMatch(/^http_request_duration_seconds_count\{[^}]*route="\/api\/user\/score"[^}]*status="200"[^}]*\} [1-9]/m);
    expect(text).toMatch(/^hunt_memory_reads_total\{route="\/api\/user\/score"\} [1-9]/m);
  });
});
