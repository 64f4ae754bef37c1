import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../core/apiPaths';
import type { ScanResultDto, SubmitResultDto } from '../../core/contracts';
import { expectJson, signedIn, startAdminTestServer, type AdminTestSetup } from '../testing/admin';
import type { TestClient } from '../testing/client';
import { makeEvent, makePieces, makeQuestionnaire } from '../testing/factories';

/**
 * A submission's answer says how each shown graded question went, and no answer a participant
 * receives ever tells what the right answers were.
 */
let setup: AdminTestSetup;
let quizId: number;
const db = () => setup.server.runtime.deps.db;

/** Correct answers no question, choice or test answer below mentions: any sight of one is a leak. */
const SECRETS = ['Quetzalcoatl', 'Zanzibar', '"314159265"', 'Xylophone'];

const quiz = {
  title: 'Explained quiz',
  triggerCount: 1,
  questions: [
    { text: 'Where are the books?', type: 'radio', required: true, isGraded: true, choices: ['North Hall', 'Founders Library'], correctAnswer: 'Founders Library', points: 2, negativePoints: 1 },
    { text: 'The feathered serpent?', type: 'text', isGraded: true, correctAnswer: 'Quetzalcoatl', points: 3, negativePoints: 1 },
    { text: 'An island town?', type: 'text', isGraded: true, correctAnswer: 'Zanzibar', points: 4 },
    { text: 'Pick the warm and the cold', type: 'checkbox', isGraded: true, choices: ['Red', 'Green', 'Blue'], correctAnswer: ['Red', 'Blue'], points: 5, negativePoints: 2 },
    { text: 'Digits of pi?', type: 'number', isGraded: true, correctAnswer: '314159265', points: 1, negativePoints: 1 },
    { text: 'Rate the quiz', type: 'rating', required: true },
    { text: 'An instrument of wood?', type: 'text', isGraded: true, correctAnswer: 'Xylophone', points: 6, negativePoints: 3, showIf: { questionIndex: 5, expectedAnswer: '5' } },
  ],
};

async function student(email: string): Promise<TestClient> {
  const client = await signedIn(setup.server, email);
  await expectJson(client.post('/api/scan', { code: 'EXP001' }), 200);
  return client;
}

const submit = (client: TestClient, responses: Record<string, string | string[]>) => client.post('/api/survey/submit', { questionnaireId: quizId, responses });

beforeAll(async () => {
  setup = await startAdminTestServer();
  await makePieces(db(), ['EXP001', 'EXP002']);
  await makeEvent(db());
  quizId = (await makeQuestionnaire(db(), quiz)).id;
});
afterAll(() => setup.server.stop());

describe("POST /api/survey/submit: each graded question's result", () => {
  it('says right, wrong and unanswered with the points, which add up to pointsEarned', async () => {
    const client = await student('explained@campus.edu');
    const answer = await expectJson<SubmitResultDto>(
      // Text regardless of case and spaces, a checkbox as a set; q4 left blank; q6 hidden by the rating.
      submit(client, { q0: 'Founders Library', q1: 'Aztec', q2: ' ZANZIBAR ', q3: ['Blue', 'Red'], q4: '', q5: '3' }),
      200,
    );
    expect(answer).toEqual({
      pointsEarned: 2 - 1 + 4 + 5,
      results: [
        { questionIndex: 0, answered: true, correct: true, points: 2 },
        { questionIndex: 1, answered: true, correct: false, points: -1 },
        { questionIndex: 2, answered: true, correct: true, points: 4 },
        { questionIndex: 3, answered: true, correct: true, points: 5 },
        { questionIndex: 4, answered: false, correct: null, points: 0 },
      ],
    });
    const user = await db()('users').where({ email: 'explained@campus.edu' }).first();
    const stored = await db()('survey_responses').where({ user_id: user.id, questionnaire_id: quizId }).first();
    expect(stored.points_earned).toBe(answer.pointsEarned);
  });

  it('costs negativePoints for a wrong answer, nothing where a wrong answer costs nothing, and grades a question once shown', async () => {
    const client = await student('costly@campus.edu');
    const answer = await expectJson<SubmitResultDto>(submit(client, { q0: 'North Hall', q2: 'Mombasa', q3: ['Red'], q5: '5', q6: ' xylophone' }), 200);
    expect(answer).toEqual({
      pointsEarned: -1 + 0 - 2 + 6,
      results: [
        { questionIndex: 0, answered: true, correct: false, points: -1 },
        { questionIndex: 1, answered: false, correct: null, points: 0 },
        { questionIndex: 2, answered: true, correct: false, points: 0 },
        { questionIndex: 3, answered: true, correct: false, points: -2 },
        { questionIndex: 4, answered: false, correct: null, points: 0 },
        { questionIndex: 6, answered: true, correct: true, points: 6 },
      ],
    });
  });

  it('has no results for a questionnaire without graded questions', async () => {
    const survey = await makeQuestionnaire(db(), { title: 'Plain survey', triggerCount: 1, questions: [{ text: 'Comments?', type: 'longtext' }] });
    const client = await student('plain@campus.edu');
    expect(await expectJson(client.post('/api/survey/submit', { questionnaireId: survey.id, responses: { q0: 'Fun' } }), 200)).toEqual({ pointsEarned: 0, results: [] });
  });
});

describe('no answer a participant receives tells a correct answer', () => {
  /** Fails naming what a participant's response gave away. */
  function expectNoLeak(what: string, body: string) {
    for (const secret of SECRETS) expect(body, `${what} shows ${secret}`).not.toContain(secret);
    for (const key of ['"correctAnswer"', '"caseSensitive"']) expect(body, `${what} has ${key}`).not.toContain(key);
  }

  it('neither the scan, the refusals, the submission, the reads nor the data download', async () => {
    const client = await signedIn(setup.server, 'peeker@campus.edu');
    const scan = await client.post('/api/scan', { code: 'EXP001' });
    const scanText = await scan.text();
    expect(scan.status, scanText).toBe(200);
    expectNoLeak('the scan', scanText);
    // What a wrong answer costs does come along.
    const questions = (JSON.parse(scanText) as ScanResultDto).triggeredQuestionnaires.find((q) => q.id === quizId)?.questions;
    expect(questions?.map((question) => question.negativePoints)).toEqual([1, 1, 0, 2, 1, 0, 3]);

    // Wrong or blank answers only, so the student's own answers cannot be the secrets.
    const refusals: [string, Record<string, string | string[]>][] = [
      ['a missing required answer', { q1: 'Aztec' }],
      ['an answer outside the choices', { q0: 'Library', q5: '4' }],
      ['a rating outside 1-5', { q0: 'North Hall', q5: '7' }],
      ['a list for a text question', { q0: 'North Hall', q1: ['Aztec'], q5: '4' }],
    ];
    for (const [what, responses] of refusals) {
      const refused = await submit(client, responses);
      expect(refused.status, what).toBe(400);
      expectNoLeak(what, await refused.text());
    }
    const submitted = await submit(client, { q0: 'North Hall', q1: 'Aztec', q3: ['Green'], q4: '3.14', q5: '5', q6: 'Drum' });
    const submittedText = await submitted.text();
    expect(submitted.status, submittedText).toBe(200);
    expectNoLeak('the submission', submittedText);
    for (const result of (JSON.parse(submittedText) as SubmitResultDto).results) {
      expect(Object.keys(result).sort()).toEqual(['answered', 'correct', 'points', 'questionIndex']);
    }
    const again = await submit(client, { q0: 'North Hall', q5: '5', q6: 'Drum' });
    expect(again.status).toBe(409);
    expectNoLeak('a second submission', await again.text());

    // The questionnaires' own list is the organisers' alone.
    const list = await client.get('/api/admin/questionnaires');
    expect(list.status).toBe(403);
    expectNoLeak('the questionnaires list', await list.text());
    for (const path of [API.user, API.puzzles, API.collection, API.score, API.progress, API.leaderboard, API.hunt, API.personalData]) {
      const read = await client.get(path);
      const text = await read.text();
      expect(read.status, `${path}: ${text}`).toBe(200);
      expectNoLeak(path, text);
    }
  });
});
