import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectJson, signedIn, signedInAs, startAdminTestServer, type AdminTestSetup, type SignedInClient } from './testing/admin';
import { SIGNED_IN_MAX_AGE_MS } from './middleware/session';
import { listenKoaAlone, type KoaAlone } from './testing/koaAlone';
import { makeEvent, makePieces, makeQuestionnaire } from './testing/factories';

/**
 * A student's scan is answered before the middleware chain when the chain would only pass it
 * along (directScans.ts). Each scan here goes to the server and an equal one (another student,
 * the same code) to the same runtime's Koa app alone: the answers must be the same, header for
 * header and byte for byte; the counter says which way the server answered.
 */

let setup: AdminTestSetup;
let koaOnly: KoaAlone | undefined;
let koaUrl: string;
let students = 0;

/** Headers a connection sets, and the date, which differ between any two responses. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive']);
const LONG_DESCRIPTION = Array.from({ length: 30 }, () => 'Walk to the fountain and look for the bronze plaque.').join(' ');

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A body, or one to be made for each request (a stream is read once). */
type Body = string | (() => Readable);

async function send(base: string, headers: Record<string, string>, body: Body, path = '/api/scan'): Promise<Answer> {
  const response = await request(new URL(path, base), { method: 'POST', headers, body: typeof body === 'string' ? body : body() });
  const received = Buffer.from(await response.body.arrayBuffer());
  const kept = Object.entries(response.headers).filter(([name]) => !PER_CONNECTION.has(name));
  return { status: response.statusCode, headers: Object.fromEntries(kept), body: received };
}

async function directScans(): Promise<number> {
  const text = await setup.server.runtime.deps.metrics.render();
  return Number(/^hunt_direct_scans_total (\d+)$/m.exec(text)?.[1] ?? 0);
}

/**
 * A student signed in, and held in memory (a session's first read brings it there, once the
 * sign-in's own change notices are in: a late one would drop the user again).
 */
async function student(): Promise<SignedInClient> {
  students += 1;
  const client = await signedIn(setup.server, `direct${students}@campus.edu`);
  await setup.server.runtime.settle();
  await expectJson(client.get('/api/user/score'), 200);
  return client;
}

/** Headers as the page sends a scan, for `client`, with `extra` over them. */
function scanHeaders(client: SignedInClient, extra: Record<string, string> = {}): Record<string, string> {
  return { ...Object.fromEntries(Object.entries(client.browserHeaders()).map(([name, value]) => [name.toLowerCase(), value])), ...extra };
}

/**
 * The same scan by two students, one to the server and one to Koa alone (each after `before`, a
 * scan of their own through the server, when given), and how many the server answered directly.
 */
async function both(body: Body, extra: Record<string, string> = {}, options: { before?: string; path?: string } = {}) {
  const [first, second] = [await student(), await student()];
  if (options.before) {
    for (const client of [first, second]) await expectJson(client.post('/api/scan', { code: options.before }), 200);
  }
  const before = await directScans();
  const server = await send(setup.server.url, scanHeaders(first, extra), body, options.path);
  const answered = (await directScans()) - before;
  const koa = await send(koaUrl, scanHeaders(second, extra), body, options.path);
  return { server, koa, answered };
}

const json = (value: unknown) => JSON.stringify(value);

beforeAll(async () => {
  setup = await startAdminTestServer();
  const db = setup.server.runtime.deps.db;
  const pieces = await makePieces(db, ['DIR001', 'DIR002', 'DIR003', 'DIR004']);
  await makeEvent(db);
  // Due once DIR004 is held: its scan's answer is over the compression threshold.
  await makeQuestionnaire(db, { title: 'The fountain', description: LONG_DESCRIPTION, triggerPieceId: pieces[3]?.piece.id });
  koaOnly = await listenKoaAlone(setup.server);
  koaUrl = koaOnly.url;
});
afterAll(async () => {
  await koaOnly?.close();
  await setup?.server.stop();
});

describe('scans answered before the middleware', () => {
  it('collects as the route does, byte for byte', async () => {
    const { server, koa, answered } = await both(json({ code: 'DIR001' }));
    expect([server.status, answered]).toEqual([200, 1]);
    expect(JSON.parse(server.body.toString())).toMatchObject({ piece: { name: 'DIR001 Piece' }, completed: false, triggeredQuestionnaires: [] });
    expect(server.headers).toEqual(koa.headers);
    expect(server.body.equals(koa.body)).toBe(true);
  });

  it('refuses as the route does, in the reader\'s language, and stores the same', async () => {
    const cases: [Body, Record<string, string>, number, string?][] = [
      [json({ code: 'NOPE99' }), {}, 404],
      [json({ code: 'DIR002' }), {}, 409, 'DIR002'],
      [json({ code: 'NOPE99' }), { 'accept-language': 'es' }, 404],
      [json({}), {}, 400],
      ['{"code": ', {}, 400],
      ['"DIR001"', {}, 400],
      ['{"__proto__": {"code": "DIR001"}}', {}, 400],
      [json({ code: 'a\u0000b' }), { 'content-type': 'application/json; charset=utf-8' }, 400],
    ];
    for (const [body, extra, status, before] of cases) {
      const { server, koa, answered } = await both(body, extra, { before });
      const label = `${typeof body === 'string' ? body : 'chunks'} ${json(extra)}`;
      expect([server.status, answered], label).toEqual([status, 1]);
      expect(server.headers, label).toEqual(koa.headers);
      expect(server.body.toString(), label).toBe(koa.body.toString());
    }
    const wrongCodes = await setup.server.runtime.deps.db('scan_attempts').where({ code: 'NOPE99' }).count<{ count: string }[]>('* as count');
    expect(Number(wrongCodes[0]?.count)).toBe(4);
  });

  it('compresses an answer over the threshold as the browser accepts it', async () => {
    const decode = { br: brotliDecompressSync, gzip: gunzipSync, identity: (body: Buffer) => body };
    const asked: [string, keyof typeof decode][] = [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['identity', 'identity'],
      ['gzip, deflate, br, zstd', 'br'],
      ['*', 'gzip'],
      ['deflate', 'identity'],
      ['identity, br;q=0.5', 'identity'],
      ['gzip;q=0.5, br;q=0.9', 'br'],
    ];
    for (const [acceptEncoding, encoding] of asked) {
      const { server, koa, answered } = await both(json({ code: 'DIR004' }), { 'accept-encoding': acceptEncoding });
      const expected = encoding === 'identity' ? undefined : encoding;
      expect([server.status, answered, server.headers['content-encoding'], koa.headers['content-encoding']], acceptEncoding).toEqual([200, 1, expected, expected]);
      // Koa streams what it compresses; the direct answer is whole, with its length.
      const framing = new Set(['content-length', 'transfer-encoding']);
      const unframed = (answer: Answer) => Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !framing.has(name)));
      expect(unframed(server)).toEqual(unframed(koa));
      const [direct, routed] = [decode[encoding](server.body), decode[encoding](koa.body)];
      expect(direct.equals(routed)).toBe(true);
      expect(JSON.parse(direct.toString()).triggeredQuestionnaires[0].description).toBe(LONG_DESCRIPTION);
    }
  });

  it('leaves to Koa what the chain would answer otherwise, with the same answer', async () => {
    const body = json({ code: 'DIR001' });
    const inChunks = () => Readable.from([Buffer.from(body.slice(0, 5)), Buffer.from(body.slice(5))]);
    const cases: [string, Body, Record<string, string>, number, string?][] = [
      ['signed out', body, { cookie: '' }, 401],
      ['a token', body, { authorization: 'Bearer not-a-token' }, 401],
      ['another site', body, { 'sec-fetch-site': 'cross-site' }, 403],
      ['another origin', body, { origin: 'https://elsewhere.example' }, 403],
      ['a form', 'code=DIR001', { 'content-type': 'application/x-www-form-urlencoded' }, 415],
      ['text', body, { 'content-type': 'text/plain' }, 415],
      ['the type in capitals', body, { 'content-type': 'Application/JSON' }, 415],
      ['a space before the charset', body, { 'content-type': 'application/json ; charset=utf-8' }, 415],
      ['another charset', body, { 'content-type': 'application/json; charset=latin1' }, 200],
      ['too long a declared length', json({ code: 'DIR001', padding: 'x'.repeat(9_000) }), {}, 413],
      ['a body in chunks', inChunks, {}, 200],
      ['a query', body, {}, 200, '/api/scan?from=poster'],
    ];
    for (const [label, sent, extra, status, path] of cases) {
      const { server, koa, answered } = await both(sent, extra, { path });
      expect([server.status, answered], label).toEqual([status, 0]);
      expect(server.headers, label).toEqual(koa.headers);
      expect(server.body.toString(), label).toBe(koa.body.toString());
    }
  });

  it("leaves a session's first request, and a session due for renewal, to Koa", async () => {
    const fresh = await signedIn(setup.server, 'direct-fresh@campus.edu');
    await setup.server.runtime.settle();
    const counted = async (client: SignedInClient, code: string) => {
      const before = await directScans();
      const answer = await send(setup.server.url, scanHeaders(client), json({ code }));
      return [answer.status, (await directScans()) - before];
    };
    // Koa loads the session and the user into memory; the next scan finds them there.
    expect(await counted(fresh, 'DIR001')).toEqual([200, 0]);
    expect(await counted(fresh, 'DIR002')).toEqual([200, 1]);

    const due = await signedInAs(setup.server, { id: fresh.userId }, { lifeLeftMs: SIGNED_IN_MAX_AGE_MS / 4 });
    const before = await directScans();
    const renewed = await send(setup.server.url, scanHeaders(due), json({ code: 'DIR003' }));
    expect([renewed.status, (await directScans()) - before]).toEqual([200, 0]);
    expect(String(renewed.headers['set-cookie'])).toContain(`hunt.sid=${due.cookie('hunt.sid')}`);
  });

  it('counts a student\'s changes once, whichever way they come: the limit is the same', async () => {
    const flooder = await student();
    const limit = setup.server.config.participantWriteLimit;
    const before = await directScans();
    const direct = [];
    for (let i = 0; i < limit; i += 1) direct.push((await send(setup.server.url, scanHeaders(flooder), json({ code: 'DIR001' }))).status);
    expect(direct.filter((status) => status === 200)).toHaveLength(1);
    expect(direct.filter((status) => status === 409)).toHaveLength(limit - 1);
    const refusedDirectly = await send(setup.server.url, scanHeaders(flooder), json({ code: 'DIR002' }));
    expect((await directScans()) - before).toBe(limit + 1);
    const refusedByKoa = await send(koaUrl, scanHeaders(flooder), json({ code: 'DIR002' }));
    for (const refused of [refusedDirectly, refusedByKoa]) {
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(JSON.parse(refused.body.toString())).toEqual({ message: 'Too many requests in a short time. Wait a few seconds and try again.', code: 'rate_limited' });
    }
    // The seconds left may differ by one between the two: a second can turn between them.
    const withoutWait = (answer: Answer) => ({ ...answer.headers, 'retry-after': undefined });
    expect(withoutWait(refusedDirectly)).toEqual(withoutWait(refusedByKoa));
    // Refused before the body was read: DIR002 is not held.
    expect(await setup.server.runtime.deps.db('collection_entries').where({ user_id: flooder.userId })).toHaveLength(1);
  });

  it('counts its answers in the scan and request figures', async () => {
    const text = await setup.server.runtime.deps.metrics.render();
    expect(text).toMatch(/^hunt_scans_total\{outcome="collected"\} [1-9]/m);
    expect(text).toMatch(/^hunt_scans_total\{outcome="invalid_code"\} [1-9]/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{[^}]*route="\/api\/scan"[^}]*status="200"[^}]*\} [1-9]/m);
    // As in Koa, where the limit refuses before any router has matched the path.
    expect(text).toMatch(/^http_request_duration_seconds_count\{[^}]*route="unmatched"[^}]*status="429"[^}]*\} [1-9]/m);
  });
});
