import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SurveyResponseAdminDto } from '../../../core/admin';
import { expectJson, signedIn, startAdminTestServer, type AdminTestSetup } from '../../testing/admin';
import { makeEvent, makePieces, makeQuestionnaire } from '../../testing/factories';

let setup: AdminTestSetup;
let quizId: number;
let surveyId: number;
const list = (query = '') => expectJson<SurveyResponseAdminDto[]>(setup.admin.get(`/api/admin/survey-responses${query}`), 200);

beforeAll(async () => {
  setup = await startAdminTestServer();
  // Scans count only while an event runs.
  await makeEvent(setup.server.runtime.deps.db);
  const db = setup.server.runtime.deps.db;
  await makePieces(db, ['SRA001']);
  quizId = (await makeQuestionnaire(db, { title: 'Quiz', questions: [{ text: 'Capital?', type: 'text', isGraded: true, correctAnswer: 'Paris', points: 5 }] })).id;
  surveyId = (await makeQuestionnaire(db, { title: 'Survey', questions: [{ text: 'Pick', type: 'checkbox', choices: ['X', 'Y'] }] })).id;
  const other = await signedIn(setup.server, 'sam@campus.edu');
  for (const client of [setup.user, other]) await expectJson(client.post('/api/scan', { code: 'SRA001' }), 200);
  await expectJson(setup.user.post('/api/survey/submit', { questionnaireId: quizId, responses: { q0: 'paris' } }), 200);
  await expectJson(other.post('/api/survey/submit', { questionnaireId: quizId, responses: { q0: 'Rome' } }), 200);
  await expectJson(setup.user.post('/api/survey/submit', { questionnaireId: surveyId, responses: { q0: ['X', 'Y'] } }), 200);
});
afterAll(() => setup.server.stop());

describe('GET /api/admin/survey-responses', () => {
  it('lists every response, newest first, with e-mail, title, answers and points', async () => {
    const responses = await list();
    expect(responses.map((r) => [r.userEmail, r.questionnaireTitle, r.pointsEarned])).toEqual([
      ['pat@campus.edu', 'Survey', 0],
      ['sam@campus.edu', 'Quiz', 0],
      ['pat@campus.edu', 'Quiz', 5],
    ]);
    expect(responses[0]).toMatchObject({ questionnaireId: surveyId, responses: { q0: ['X', 'Y'] } });
    expect(responses[2]?.responses).toEqual({ q0: 'paris' });
    expect(Date.parse(responses[0]?.submittedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(responses[1]?.submittedAt ?? ''));
  });

  it('filters by questionnaireId', async () => {
    expect((await list(`?questionnaireId=${quizId}`)).map((r) => r.userEmail)).toEqual(['sam@campus.edu', 'pat@campus.edu']);
    expect((await list(`?questionnaireId=${surveyId}`)).map((r) => r.questionnaireTitle)).toEqual(['Survey']);
    expect(await list('?questionnaireId=424242')).toEqual([]);
  });

  it('answers 400 for a questionnaireId that is not a positive whole number', async () => {
    for (const bad of ['abc', '0', '-3', '1.5', '']) {
      const body = await expectJson<{ message: string }>(setup.admin.get(`/api/admin/survey-responses?questionnaireId=${bad}`), 400);
      expect(body.message).toMatch(/^questionnaireId: /);
    }
  });
});
