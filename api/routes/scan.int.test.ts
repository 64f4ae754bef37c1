import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaderboardDto, ProgressDto, ScanResultDto } from '../../core/contracts';
import type { PuzzlePieceRow } from '../../db/rows';
import { signedIn } from '../testing/admin';
import { TestClient } from '../testing/client';
import { makeEvent, makeLink, makePieces, makeQuestionnaire } from '../testing/factories';
import { startTestServer, type TestServer } from '../testing/harness';

let server: TestServer;
let pieces: PuzzlePieceRow[];
const questionnaireIds: Record<string, number> = {};

const db = () => server.runtime.deps.db;
/** A link's scans are its collections. */
const scanCount = async (code: string) => {
  const link = await db()('qr_links').where({ code }).first();
  return Number((await db()('collection_entries').where({ qr_link_id: link.id }).count<{ count: number }[]>('* as count'))[0]?.count);
};

/** Every key anywhere in a JSON value. */
function allKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(allKeys);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...allKeys(inner)]);
}

const gradedQuestion = { text: 'Capital of France?', type: 'text', isGraded: true, correctAnswer: 'Paris', points: 5, negativePoints: 2 };

beforeAll(async () => {
  // One student races 50 identical scans here on purpose: above the per-student limit on changes
  // (writeLimit.int.test.ts tests that limit), so that the database's own rules are what answer.
  server = await startTestServer({ PARTICIPANT_WRITE_LIMIT: '1000' });
  pieces = (await makePieces(db(), ['AAA111', 'BBB222', 'CCC333'])).map((made) => made.piece);
  // An inactive second code for the first piece (so it adds no piece of its own).
  await makeLink(db(), { code: 'OFF001', puzzle_piece_id: pieces[0]!.id, is_active: false });
  await makeEvent(db());
  // Created out of trigger order so "lowest triggerCount first" is not just "by id".
  for (const [title, triggerCount] of [['Third', 3], ['First', 1], ['Second', 2]] as const) {
    const made = await makeQuestionnaire(db(), { title, triggerCount, questions: [gradedQuestion] });
    questionnaireIds[title] = made.id;
  }
});
afterAll(() => server.stop());

describe('POST /api/scan: collecting', () => {
  it('collects the piece: 200 {piece, triggeredQuestionnaires}, one collection row, scanCount + 1', async () => {
    const client = await signedIn(server, 'happy@campus.edu');
    const before = await scanCount('AAA111');
    const response = await client.post('/api/scan', { code: 'AAA111' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as ScanResultDto;
    expect(body.piece).toEqual({ id: pieces[0]?.id, name: 'AAA111 Piece', imageUrl: null });
    expect(body.triggeredQuestionnaires.map((q) => q.title)).toEqual(['First']);
    expect(await scanCount('AAA111')).toBe(before + 1);
    const user = await db()('users').where({ email: 'happy@campus.edu' }).first();
    const rows = await db()('collection_entries').where({ user_id: user.id });
    expect(rows.map((row) => row.puzzle_piece_id)).toEqual([pieces[0]?.id]);
  });

  it('normalises the code: a full scan URL with query and fragment, lower case with spaces', async () => {
    const client = await signedIn(server, 'normal@campus.edu');
    const fromUrl = await client.post('/api/scan', { code: 'http://host/scan/aaa111?x=1#f' });
    expect(fromUrl.status).toBe(200);
    expect(((await fromUrl.json()) as ScanResultDto).piece.name).toBe('AAA111 Piece');
    const typed = await client.post('/api/scan', { code: '  bbb222 ' });
    expect(typed.status).toBe(200);
    expect(((await typed.json()) as ScanResultDto).piece.name).toBe('BBB222 Piece');
  });

  it('answers 401 JSON {message, code} when signed out', async () => {
    const response = await new TestClient(server.url).post('/api/scan', { code: 'AAA111' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthorized', code: 'unauthorized' });
  });

  it('refuses bad bodies and cross-site requests', async () => {
    const client = await signedIn(server, 'bodies@campus.edu');
    const expectStatus = async (response: Response, status: number, message?: RegExp) => {
      expect(response.status).toBe(status);
      const body = (await response.json()) as { message: string; code: string };
      expect(typeof body.code).toBe('string');
      if (message) expect(body.message).toMatch(message);
    };
    await expectStatus(await client.post('/api/scan', {}), 400, /code/);
    await expectStatus(await client.post('/api/scan', { code: 111111 }), 400, /code/);
    await expectStatus(await client.post('/api/scan', { code: '   ' }), 400, /code is required/);
    await expectStatus(await client.request('POST', '/api/scan', { body: '{"code":' }), 400, /not valid JSON/);
    await expectStatus(
      await client.request('POST', '/api/scan', { body: 'code=AAA111', headers: { 'Content-Type': 'text/plain' } }),
      415,
    );
    await expectStatus(await client.post('/api/scan', { code: 'AAA111' }, { Origin: 'https://evil.example' }), 403);
    await expectStatus(await client.post('/api/scan', { code: 'AAA111' }, { 'Sec-Fetch-Site': 'cross-site' }), 403);
    await expectStatus(await client.post('/api/scan', { code: 'A'.repeat(1_100_000) }), 413);
    // Nothing above collected anything.
    const user = await db()('users').where({ email: 'bodies@campus.edu' }).first();
    expect(await db()('collection_entries').where({ user_id: user.id })).toHaveLength(0);
  });

  it('answers 404 Invalid code for an unknown code and for an inactive one', async () => {
    const client = await signedIn(server, 'invalid@campus.edu');
    for (const code of ['NOPE99', 'OFF001']) {
      const response = await client.post('/api/scan', { code });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Invalid code', code: 'not_found' });
    }
    expect(await scanCount('OFF001')).toBe(0);
  });

  it('answers 409 "already collected" for a piece the user holds, without counting the scan', async () => {
    const client = await signedIn(server, 'twice@campus.edu');
    expect((await client.post('/api/scan', { code: 'CCC333' })).status).toBe(200);
    const before = await scanCount('CCC333');
    const again = await client.post('/api/scan', { code: 'ccc333' });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toContain('already collected');
    expect(await scanCount('CCC333')).toBe(before);
  });

  it('answers 429 with Retry-After on the 11th wrong code in a minute, and then refuses correct codes too', async () => {
    const client = await signedIn(server, 'guesser@campus.edu');
    for (let i = 0; i < 10; i++) expect((await client.post('/api/scan', { code: `WRONG${i}` })).status).toBe(404);
    const limited = await client.post('/api/scan', { code: 'WRONG10' });
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { code: string }).code).toBe('rate_limited');
    const retryAfter = Number(limited.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const correct = await client.post('/api/scan', { code: 'AAA111' });
    expect(correct.status).toBe(429);
    const user = await db()('users').where({ email: 'guesser@campus.edu' }).first();
    expect(await db()('collection_entries').where({ user_id: user.id })).toHaveLength(0);
  });
});

describe('POST /api/scan: guessing in parallel', () => {
  it('lets through exactly 10 wrong codes a minute even when 30 arrive at once', async () => {
    const client = await signedIn(server, 'parallel-guesser@campus.edu');
    const responses = await Promise.all(Array.from({ length: 30 }, (_, i) => client.post('/api/scan', { code: `GUESS${i}` })));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 404)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });
});

describe('POST /api/scan: concurrency and completion', () => {
  it('gives exactly one 200 and scanCount 1 for 50 concurrent identical scans', async () => {
    const client = await signedIn(server, 'racer@campus.edu');
    const before = await scanCount('BBB222');
    const responses = await Promise.all(Array.from({ length: 50 }, () => client.post('/api/scan', { code: 'BBB222' })));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(await scanCount('BBB222')).toBe(before + 1);
    const user = await db()('users').where({ email: 'racer@campus.edu' }).first();
    expect(await db()('collection_entries').where({ user_id: user.id })).toHaveLength(1);
  });

  it('completes exactly once when one user scans every piece concurrently', async () => {
    const client = await signedIn(server, 'sprinter@campus.edu');
    const responses = await Promise.all(['AAA111', 'BBB222', 'CCC333'].map((code) => client.post('/api/scan', { code })));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
    const progress = (await (await client.get('/api/user/progress')).json()) as ProgressDto;
    expect(progress.collected).toBe(3);
    expect(progress.total).toBe(3);
    expect(progress.completedAt).not.toBeNull();
    const board = (await (await client.get('/api/leaderboard')).json()) as LeaderboardDto;
    const mine = board.entries.filter((entry) => entry.email === 'sprinter@campus.edu');
    expect(mine).toHaveLength(1);
    expect(board.me?.totalPoints).toBe(0);
    expect(board.me?.completedAt).toBe(progress.completedAt);
    // Kept afterwards: a refused re-scan does not move it.
    expect((await client.post('/api/scan', { code: 'AAA111' })).status).toBe(409);
    const later = (await (await client.get('/api/user/progress')).json()) as ProgressDto;
    expect(later.completedAt).toBe(progress.completedAt);
  });
});

describe('POST /api/scan: triggered questionnaires', () => {
  it('lists the due, unsubmitted ones lowest triggerCount first; a skipped one comes back', async () => {
    const client = await signedIn(server, 'quizzer@campus.edu');
    const titles = async (code: string) => {
      const response = await client.post('/api/scan', { code });
      expect(response.status).toBe(200);
      return ((await response.json()) as ScanResultDto).triggeredQuestionnaires.map((q) => q.title);
    };
    expect(await titles('AAA111')).toEqual(['First']);
    // 'First' skipped: it comes back, with 'Second' now due.
    expect(await titles('BBB222')).toEqual(['First', 'Second']);
    const submitted = await client.post('/api/survey/submit', { questionnaireId: questionnaireIds.Second, responses: { q0: 'Paris' } });
    expect(submitted.status).toBe(200);
    expect(await titles('CCC333')).toEqual(['First', 'Third']);
  });

  it('sends participants only what a question shows, and what a wrong answer costs: no correctAnswer, caseSensitive or alias', async () => {
    const client = await signedIn(server, 'peeker@campus.edu');
    const response = await client.post('/api/scan', { code: 'AAA111' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as ScanResultDto;
    const question = body.triggeredQuestionnaires[0]?.questions[0];
    expect(question).toMatchObject({ text: 'Capital of France?', type: 'text', isGraded: true, points: 5, negativePoints: 2 });
    expect(Object.keys(question ?? {}).sort()).toEqual(['choices', 'imageUrl', 'isGraded', 'negativePoints', 'points', 'required', 'showIf', 'text', 'type']);
    const keys = allKeys(body);
    for (const secret of ['correctAnswer', 'caseSensitive', 'question']) expect(keys).not.toContain(secret);
    expect(JSON.stringify(body)).not.toContain('Paris');
  });
});

describe('POST /api/scan: event gate', () => {
  let gated: TestServer;
  beforeAll(async () => {
    gated = await startTestServer();
    await makePieces(gated.runtime.deps.db, ['GATE01', 'GATE02', 'GATE03']);
  });
  afterAll(() => gated.stop());

  it('refuses every scan while no event exists at all, with the words of a hunt yet to start, storing nothing', async () => {
    const client = new TestClient(gated.url);
    await client.signIn('early@campus.edu');
    for (const code of ['GATE01', 'NOPE99']) {
      const refused = await client.post('/api/scan', { code, source: 'typed' });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ message: 'The hunt has not started yet: scanning opens when it starts.', code: 'no_active_event' });
    }
    // No head start to carry into the real event, and no wrong code counted.
    expect(await gated.runtime.deps.db('collection_entries')).toHaveLength(0);
    expect(await gated.runtime.deps.db('scan_attempts')).toHaveLength(0);
  });

  it('answers 403 while events exist but none is active (only completed or future ones)', async () => {
    const client = new TestClient(gated.url);
    await client.signIn('gated@campus.edu');
    const day = 24 * 60 * 60 * 1000;
    const past = await makeEvent(gated.runtime.deps.db, {
      status: 'completed',
      start_date: new Date(Date.now() - 3 * day),
      end_date: new Date(Date.now() - 2 * day),
    });
    const refused = await client.post('/api/scan', { code: 'GATE02' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'no_active_event' });

    await makeEvent(gated.runtime.deps.db, {
      status: 'scheduled',
      start_date: new Date(Date.now() + day),
      end_date: new Date(Date.now() + 2 * day),
    });
    await gated.runtime.deps.db('events').where({ id: past.id }).delete();
    expect((await client.post('/api/scan', { code: 'GATE02' })).status).toBe(403);
    const user = await gated.runtime.deps.db('users').where({ email: 'gated@campus.edu' }).first();
    expect(await gated.runtime.deps.db('collection_entries').where({ user_id: user.id })).toHaveLength(0);
  });
});
