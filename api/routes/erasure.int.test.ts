import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaderboardDto, ScoreDto } from '../../core/contracts';
import { ERASE_CONFIRMATION_MESSAGE, LAST_ADMIN_MESSAGE } from '../../core/erasure';
import { issueApiToken } from '../services/apiTokens';
import { ADMIN_EMAIL, expectJson, signedIn, startAdminTestServer, type AdminTestSetup } from '../testing/admin';
import { TestClient } from '../testing/client';
import { makeEvent, makePieceWithCode, makeQuestionnaire, setStanding } from '../testing/factories';

/** DELETE /api/user: a student erases their own account; what the statistics need stays, anonymous. */

let setup: AdminTestSetup;
let quizId: number;
const db = () => setup.server.runtime.deps.db;
const CODES = ['ERA001', 'ERA002'];

const idOf = async (email: string): Promise<string> => (await db()('users').where({ email }).first()).id;
const erase = (client: TestClient, confirm: unknown) => client.request('DELETE', '/api/user', { json: { confirm } });

/** Rows that still point at this user id, table by table (none once erased). */
async function rowsOf(id: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ['users', 'collection_entries', 'survey_responses', 'scan_attempts', 'fair_play_marks', 'sessions', 'api_tokens', 'cli_login_requests']) {
    const column = table === 'users' ? 'id' : table === 'cli_login_requests' ? 'approved_by' : 'user_id';
    counts[table] = Number((await db()(table).where({ [column]: id }).count<{ count: number }[]>('* as count'))[0]?.count ?? 0);
  }
  return counts;
}

async function student(email: string, names = {}): Promise<TestClient> {
  const client = await signedIn(setup.server, email, names);
  for (const code of CODES) await expectJson(client.post('/api/scan', { code, position: { latitude: 0.001, longitude: 0, accuracy: 15 }, source: 'camera' }), 200);
  return client;
}

beforeAll(async () => {
  setup = await startAdminTestServer();
  await makeEvent(db());
  await makePieceWithCode(db(), 'ERA001', { place_latitude: 0, place_longitude: 0, place_radius_m: 50 });
  await makePieceWithCode(db(), 'ERA002');
  quizId = (
    await makeQuestionnaire(db(), {
      title: 'Exit survey',
      triggerCount: 1,
      questions: [
        { text: 'Anything to add?', type: 'longtext' },
        { text: 'Faculty?', type: 'radio', choices: ['Arts', 'Science'], isGraded: true, correctAnswer: 'Science', points: 7 },
        { text: 'Rate it', type: 'rating' },
      ],
    })
  ).id;
});
afterAll(() => setup.server.stop());

describe('DELETE /api/user', () => {
  it('answers 401 signed out, whatever the body', async () => {
    await expectJson(erase(setup.anonymous, 'pat@campus.edu'), 401);
  });

  it('refuses a confirmation that is not the e-mail (400), and erases nothing', async () => {
    const id = await idOf('pat@campus.edu');
    expect(await expectJson(erase(setup.user, 'pat@campus.org'), 400)).toEqual({ message: ERASE_CONFIRMATION_MESSAGE, code: 'bad_request' });
    expect((await expectJson<{ message: string }>(setup.user.request('DELETE', '/api/user'), 400)).message).toBe('confirm: confirm is required');
    expect((await expectJson<{ message: string }>(erase(setup.user, ['pat@campus.edu']), 400)).message).toBe('confirm: confirm must be text');
    await expectJson(setup.user.get('/api/auth/user'), 200);
    expect((await rowsOf(id)).users).toBe(1);
  });

  it('erases the account on the e-mail in any case: every session and token ends, nothing keeps the old id', async () => {
    const sam = await student('sam@campus.edu', { firstName: 'Sam', lastName: 'Erased' });
    const samOnPhone = await signedIn(setup.server, 'sam@campus.edu');
    await expectJson(sam.post('/api/scan', { code: 'NOPE77' }), 404);
    await expectJson(sam.post('/api/survey/submit', { questionnaireId: quizId, responses: { q0: 'Sam from room 12 says hi', q1: 'Science', q2: '4' } }), 200);
    const id = await idOf('sam@campus.edu');
    expect((await rowsOf(id)).fair_play_marks).toBeGreaterThan(0);

    expect((await erase(sam, '  SAM@Campus.EDU ')).status).toBe(204);
    await expectJson(sam.get('/api/auth/user'), 401);
    await expectJson(samOnPhone.get('/api/auth/user'), 401);
    expect(await rowsOf(id)).toEqual({ users: 0, collection_entries: 0, survey_responses: 0, scan_attempts: 0, fair_play_marks: 0, sessions: 0, api_tokens: 0, cli_login_requests: 0 });
    expect(await db()('users').where({ email: 'sam@campus.edu' }).first()).toBeUndefined();
    // Signing in again is a new account, with nothing of the old one.
    const again = await signedIn(setup.server, 'sam@campus.edu');
    expect((await expectJson<{ id: string }>(again.get('/api/auth/user'), 200)).id).not.toBe(id);
    expect(await expectJson(again.get('/api/user/collection'), 200)).toEqual([]);
  });

  it('leaves an anonymous row with the finds and points the statistics count, and nothing else', async () => {
    const before = await db()('users').whereNotNull('erased_at').select('id');
    const lee = await student('lee@campus.edu', { firstName: 'Lee', lastName: 'Gone' });
    await expectJson(lee.post('/api/survey/submit', { questionnaireId: quizId, responses: { q0: 'Call me on 0770', q1: 'Science', q2: '5' } }), 200);
    await expectJson(lee.post('/api/scan', { code: 'TYPO12' }), 404);
    expect((await erase(lee, 'lee@campus.edu')).status).toBe(204);

    const anonymous = await db()('users').whereNotNull('erased_at').whereNotIn('id', before.map((row: { id: string }) => row.id));
    expect(anonymous).toHaveLength(1);
    const [row] = anonymous;
    expect(row).toMatchObject({ email: null, first_name: null, last_name: null, profile_image_url: null, role: 'user' });
    const standing = await db()('participants').where({ user_id: row.id }).first();
    expect(standing).toMatchObject({ total_points: 7, disqualified_at: null });
    expect(standing.completed_at).not.toBeNull();
    expect(standing.completed_at.getUTCSeconds()).toBe(0);
    const entries = await db()('collection_entries').where({ user_id: row.id });
    expect(entries).toHaveLength(2);
    for (const entry of entries) {
      expect(entry).toMatchObject({ claimed_at: null, source: null, position_latitude: null, position_longitude: null, position_accuracy_m: null });
      expect(entry.collected_at.getUTCSeconds()).toBe(0);
    }
    // Any answer could name its author: they go, and the points they earned stay on the row.
    expect(await db()('survey_responses').where({ user_id: row.id })).toEqual([]);
    expect(await db()('scan_attempts').where({ user_id: row.id }).select('code')).toEqual([{ code: '' }]);
  });

  it("takes the erased student off the board at once, and everyone else's rank and prize tier moves up", async () => {
    const finishers = [];
    for (const [index, name] of ['Ada', 'Bea', 'Cy', 'Di', 'Ed'].entries()) {
      const client = await student(`${name.toLowerCase()}@campus.edu`, { firstName: name, lastName: 'Finisher' });
      await setStanding(db(), `${name.toLowerCase()}@campus.edu`, { total_points: 500 - index * 10 });
      finishers.push(client);
    }
    await setup.server.runtime.settle();
    const [top, second] = finishers as [TestClient, TestClient];
    const board = () => expectJson<LeaderboardDto>(second.get('/api/leaderboard'), 200);
    const score = () => expectJson<ScoreDto>(second.get('/api/user/score'), 200);
    const percentile = async () => (await score()).percentile;
    // The five finishers are the whole board: second of five is the 60th percentile, no prize.
    expect((await board()).totalRanked).toBe(5);
    expect((await board()).entries.slice(0, 2).map((entry) => entry.userName)).toEqual(['Ada Finisher', 'Bea Finisher']);
    expect(await percentile()).toBe(60);
    expect((await score()).tier).toBeNull();

    expect((await erase(top, 'ada@campus.edu')).status).toBe(204);
    const after = await board();
    expect(after.totalRanked).toBe(4);
    expect(after.entries[0]).toMatchObject({ userName: 'Bea Finisher', rank: 1, percentile: 75 });
    expect(after.entries.map((entry) => entry.userName)).not.toContain('Ada Finisher');
    // First of four: the 75th percentile, and the first place always reaches the top tier.
    expect(await percentile()).toBe(75);
    expect((await score()).tier).toBe('Platinum');
  });

  it('refuses to erase the last administrator (409), and erases one who is not the last', async () => {
    expect(await expectJson(erase(setup.admin, ADMIN_EMAIL), 409)).toEqual({ message: LAST_ADMIN_MESSAGE, code: 'last_admin' });
    await expectJson(setup.admin.get('/api/admin/users'), 200);

    const deputy = await signedIn(setup.server, 'deputy@campus.edu');
    await expectJson(setup.admin.patch(`/api/admin/users/${await idOf('deputy@campus.edu')}/role`, { role: 'admin' }), 200);
    const deputyId = await idOf('deputy@campus.edu');
    const { secret } = await issueApiToken(db(), { id: deputyId, role: 'admin' }, 'deputy laptop');
    const erasedBefore = Number((await db()('users').whereNotNull('erased_at').count<{ count: number }[]>('* as count'))[0]?.count);
    expect((await erase(deputy, 'deputy@campus.edu')).status).toBe(204);
    await expectJson(new TestClient(setup.server.url).get('/api/admin/users', { Authorization: `Bearer ${secret}` }), 401);
    // An organiser's own scans were never the students' statistics: nothing stays behind.
    expect(Number((await db()('users').whereNotNull('erased_at').count<{ count: number }[]>('* as count'))[0]?.count)).toBe(erasedBefore);
    expect(await expectJson(erase(setup.admin, ADMIN_EMAIL), 409)).toMatchObject({ code: 'last_admin' });
  });

  it('erases once when the same request arrives many times at once, racing scans and answers: never a 500', async () => {
    const kai = await signedIn(setup.server, 'kai@campus.edu');
    await expectJson(kai.post('/api/scan', { code: 'ERA002' }), 200);
    const id = await idOf('kai@campus.edu');
    const before = Number((await db()('users').whereNotNull('erased_at').count<{ count: number }[]>('* as count'))[0]?.count);
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => erase(kai, 'kai@campus.edu')),
      kai.post('/api/scan', { code: 'ERA001', position: { latitude: 0, longitude: 0, accuracy: 5 } }),
      kai.post('/api/survey/submit', { questionnaireId: quizId, responses: { q1: 'Arts' } }),
    ]);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.slice(0, 6).filter((status) => status === 204).length).toBeGreaterThanOrEqual(1);
    expect(statuses.slice(0, 6).every((status) => status === 204 || status === 401)).toBe(true);
    expect(await rowsOf(id)).toMatchObject({ users: 0, collection_entries: 0, survey_responses: 0, sessions: 0 });
    const made = await db()('users').whereNotNull('erased_at').orderBy('erased_at').select('id');
    expect(made).toHaveLength(before + 1);
    // Whatever was stored before the erasure moved with it; nothing was stored for the old id after it.
    const anonymous = await db()('collection_entries').whereIn('user_id', made.map((row: { id: string }) => row.id)).count<{ count: number }[]>('* as count');
    expect(Number(anonymous[0]?.count)).toBeGreaterThan(0);
  });
});
