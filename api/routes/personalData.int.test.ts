import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CliLoginStart } from '../../core/cliLogin';
import type { PersonalDataDto } from '../../core/personalData';
import { issueApiToken } from '../services/apiTokens';
import { ADMIN_EMAIL, expectJson, signedIn, startAdminTestServer, type AdminTestSetup } from '../testing/admin';
import { TestClient } from '../testing/client';
import { makeEvent, makePieceWithCode, makeQuestionnaire } from '../testing/factories';

/** GET /api/user/data: everything kept about the caller, as a file, and nothing of anyone else's. */

let setup: AdminTestSetup;
let quizId: number;
const db = () => setup.server.runtime.deps.db;
const CLAIMED_AT = new Date(Date.now() - 30 * 60_000).toISOString();

const download = async (client: TestClient) => {
  const response = await client.get('/api/user/data');
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return { response, text, data: JSON.parse(text) as PersonalDataDto };
};

beforeAll(async () => {
  setup = await startAdminTestServer();
  await makeEvent(db());
  await makePieceWithCode(db(), 'PDA001', { place_latitude: 0, place_longitude: 0, place_radius_m: 50 });
  await makePieceWithCode(db(), 'PDA002');
  quizId = (
    await makeQuestionnaire(db(), {
      title: 'About you',
      triggerCount: 1,
      questions: [
        { text: 'Your motto?', type: 'text' },
        { text: 'Faculty?', type: 'radio', choices: ['Arts', 'Science'], isGraded: true, correctAnswer: 'Science', points: 3 },
      ],
    })
  ).id;
  // Made offline half an hour ago, 111 m from the code: marked as far.
  await expectJson(
    setup.user.post('/api/scan', { code: 'PDA001', position: { latitude: 0.001, longitude: 0, accuracy: 12 }, claimedAt: CLAIMED_AT, source: 'camera' }),
    200,
  );
  await expectJson(setup.user.post('/api/scan', { code: 'pda002', source: 'typed' }), 200);
  await expectJson(setup.user.post('/api/scan', { code: 'WRONG9' }), 404);
  await expectJson(setup.user.post('/api/survey/submit', { questionnaireId: quizId, responses: { q0: 'Carpe diem', q1: 'Science' } }), 200);
  // Someone else's activity, which must not appear.
  const other = await signedIn(setup.server, 'kim@campus.edu', { firstName: 'Kim', lastName: 'Other' });
  await expectJson(other.post('/api/scan', { code: 'PDA002' }), 200);
});
afterAll(() => setup.server.stop());

describe('GET /api/user/data', () => {
  it('answers 401 signed out', async () => {
    await expectJson(setup.anonymous.get('/api/user/data'), 401);
  });

  it('downloads campus-hunt-data.json, kept out of every cache', async () => {
    const { response } = await download(setup.user);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="campus-hunt-data.json"');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it("holds the student's profile, collection with its evidence, wrong codes, answers and marks", async () => {
    const { data } = await download(setup.user);
    expect(data.explainedAt).toBe('/privacy');
    expect(data.profile).toMatchObject({ email: 'pat@campus.edu', firstName: 'Pat', lastName: 'Player', role: 'user' });
    expect(data.events).toEqual([
      { eventId: expect.any(Number), eventName: 'Test Event', joinedAt: expect.any(String), totalPoints: 3, completedAt: expect.any(String), disqualifiedAt: null, team: null, division: null },
    ]);
    expect(Date.parse(data.profile.lastSeenAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(data.collection).toEqual([
      {
        puzzlePieceId: expect.any(Number),
        puzzlePieceName: 'PDA001 Piece',
        code: 'PDA001',
        collectedAt: expect.any(String),
        claimedAt: CLAIMED_AT,
        source: 'camera',
        position: { latitude: 0.001, longitude: 0, accuracyM: 12 },
      },
      { puzzlePieceId: expect.any(Number), puzzlePieceName: 'PDA002 Piece', code: 'PDA002', collectedAt: expect.any(String), claimedAt: null, source: 'typed', position: null },
    ]);
    expect(data.wrongCodes).toEqual([{ code: 'WRONG9', at: expect.any(String) }]);
    expect(data.surveyResponses).toEqual([
      { questionnaireId: quizId, questionnaireTitle: 'About you', answers: { q0: 'Carpe diem', q1: 'Science' }, pointsEarned: 3, submittedAt: expect.any(String) },
    ]);
    expect(data.fairPlayMarks.map((mark) => [mark.kind, mark.code, mark.cleared])).toEqual([['far', 'PDA001', false]]);
    expect(data.fairPlayMarks.find((mark) => mark.kind === 'far')?.evidence).toMatchObject({ radiusM: 50, accuracyM: 12 });
    expect(data.sessions).toEqual([{ expiresAt: expect.any(String) }]);
    expect(data.apiTokens).toEqual([]);
    expect(data.cliLogins).toEqual([]);
    expect(data.pushSubscriptions).toEqual([]);
    expect(data.hintReveals).toEqual([]);
  });

  it('holds when the student accepted the declarations, once they have', async () => {
    expect((await download(setup.user)).data.profile.declarationsAcceptedAt).toBeNull();
    await expectJson(setup.user.post('/api/user/declarations'), 200);
    const { data } = await download(setup.user);
    const stored = await db()('users').where({ email: 'pat@campus.edu' }).first('declarations_accepted_at');
    expect(data.profile.declarationsAcceptedAt).toBe(stored.declarations_accepted_at.toISOString());
  });

  it("shows a cleared mark as cleared, and nothing of another student's", async () => {
    const [mark] = await db()('fair_play_marks').where({ kind: 'far' }).select('id');
    await setup.admin.post(`/api/admin/fair-play/marks/${mark.id}/clear`);
    const { data, text } = await download(setup.user);
    expect(data.fairPlayMarks.find((entry) => entry.kind === 'far')).toMatchObject({ cleared: true, clearedAt: expect.any(String) });
    expect(text).not.toContain('kim@campus.edu');
    expect(data.collection).toHaveLength(2);
  });

  it("lists an organiser's tokens and CLI logins, never a secret, a hash or a session id", async () => {
    const admin = await db()('users').where({ email: ADMIN_EMAIL }).first();
    const { secret } = await issueApiToken(db(), admin, 'laptop');
    const cli = new TestClient(setup.server.url);
    const start = await expectJson<CliLoginStart>(cli.post('/api/cli/logins', { clientName: 'hunt on desk' }, { 'User-Agent': 'hunt-cli/test' }), 201);
    await expectJson(setup.admin.post('/api/cli/logins/decide', { userCode: start.userCode }), 200);

    const { data, text } = await download(setup.admin);
    expect(data.apiTokens).toEqual([{ name: 'laptop', createdAt: expect.any(String), lastUsedAt: null, expiresAt: expect.any(String), revokedAt: null }]);
    expect(data.cliLogins).toEqual([
      { clientName: 'hunt on desk', requestedFrom: expect.any(String), userAgent: 'hunt-cli/test', status: 'approved', createdAt: expect.any(String), expiresAt: expect.any(String) },
    ]);
    const stored = await db()('api_tokens').where({ user_id: admin.id }).first();
    const sessionIds = (await db()('sessions').where({ user_id: admin.id }).select('id')).map((row: { id: string }) => row.id);
    for (const hidden of [secret, stored.token_hash, start.pollSecret, ...sessionIds]) expect(text).not.toContain(hidden);
  });

  it('takes a few downloads a minute per student, then asks them to wait (429), leaving others alone', async () => {
    const eager = await signedIn(setup.server, 'eager@campus.edu');
    const statuses = [];
    for (let count = 0; count < 7; count++) statuses.push((await eager.get('/api/user/data')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    expect(await expectJson(eager.get('/api/user/data'), 429)).toEqual({ message: 'You downloaded your data a moment ago. Try again in a minute.', code: 'rate_limited' });
    expect((await (await signedIn(setup.server, 'calm@campus.edu')).get('/api/user/data')).status).toBe(200);
  });
});
