import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScoreDto } from '../../core/contracts';
import { missingRequiredOfRefusal } from '../../core/survey';
import { TestClient } from '../testing/client';
import { makeEvent, makePieces, makeQuestionnaire } from '../testing/factories';
import { startTestServer, type TestServer } from '../testing/harness';

let server: TestServer;
let quizId: number;
let lockedId: number;

const db = () => server.runtime.deps.db;

/**
 * q0 graded text (10 / -3, required), q1 graded radio (5 / -2), q2 required rating,
 * q3 graded text shown only when the rating q2 is '5' (100 / -50, required), q4 graded checkbox (4 / -1).
 */
const quiz = {
  title: 'Campus quiz',
  triggerCount: 1,
  questions: [
    { text: 'Capital of France?', type: 'text', required: true, isGraded: true, correctAnswer: 'Paris', points: 10, negativePoints: 3 },
    { text: 'Pick B', type: 'radio', isGraded: true, choices: ['A', 'B', 'C'], correctAnswer: 'B', points: 5, negativePoints: 2 },
    { text: 'Rate the hunt', type: 'rating', required: true },
    {
      text: 'Why C?',
      type: 'text',
      required: true,
      isGraded: true,
      correctAnswer: 'because',
      points: 100,
      negativePoints: 50,
      showIf: { questionIndex: 2, expectedAnswer: '5' },
    },
    { text: 'Pick X and Y', type: 'checkbox', isGraded: true, choices: ['X', 'Y', 'Z'], correctAnswer: ['X', 'Y'], points: 4, negativePoints: 1 },
  ],
};

/** A participant holding `codes`. */
async function participant(email: string, codes: string[] = ['SRV001']): Promise<TestClient> {
  const client = new TestClient(server.url);
  await client.signIn(email);
  for (const code of codes) expect((await client.post('/api/scan', { code })).status).toBe(200);
  return client;
}

async function submit(client: TestClient, responses: unknown, questionnaireId: unknown = quizId) {
  const response = await client.post('/api/survey/submit', { questionnaireId, responses });
  return { status: response.status, body: (await response.json()) as { pointsEarned?: number; results?: unknown[]; message?: string; code?: string } };
}

const totalPoints = async (client: TestClient) =>
  ((await (await client.get('/api/user/score')).json()) as ScoreDto).score.totalPoints;

beforeAll(async () => {
  server = await startTestServer();
  await makePieces(db(), ['SRV001', 'SRV002', 'SRV003']);
  await makeEvent(db());
  quizId = (await makeQuestionnaire(db(), quiz)).id;
  lockedId = (await makeQuestionnaire(db(), { ...quiz, title: 'Later quiz', triggerCount: 2 })).id;
});
afterAll(() => server.stop());

describe('POST /api/survey/submit: grading', () => {
  it('earns points for correct answers (text trimmed and case-insensitive, checkbox as a set); hidden questions are not graded', async () => {
    const client = await participant('ace@campus.edu');
    const result = await submit(client, { q0: '  paris ', q1: 'B', q2: '4', q3: 'ignored while hidden', q4: ['Y', 'X'] });
    expect(result).toMatchObject({ status: 200, body: { pointsEarned: 19 } });
    expect(await totalPoints(client)).toBe(19);
    const user = await db()('users').where({ email: 'ace@campus.edu' }).first();
    const stored = await db()('survey_responses').where({ user_id: user.id, questionnaire_id: quizId }).first();
    expect(stored.points_earned).toBe(19);
    // The hidden question's answer is dropped, not stored.
    expect(Object.keys(stored.responses).sort()).toEqual(['q0', 'q1', 'q2', 'q4']);
  });

  it('loses negativePoints for wrong answers; unanswered graded questions earn nothing', async () => {
    const client = await participant('wrong@campus.edu');
    const result = await submit(client, { q0: 'London', q1: 'A', q2: '3' });
    expect(result).toMatchObject({ status: 200, body: { pointsEarned: -5 } });
    expect(await totalPoints(client)).toBe(-5);
  });

  it('requires and grades a showIf question once it is visible', async () => {
    const client = await participant('shown@campus.edu');
    const missing = await submit(client, { q0: 'Paris', q1: 'C', q2: '5' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please answer all required questions (1 remaining): q3');
    const result = await submit(client, { q0: 'Paris', q1: 'C', q2: '5', q3: 'Because', q4: ['X', 'Y', 'Z'] });
    // 10 (q0) - 2 (q1) + 100 (q3) - 1 (q4)
    expect(result).toMatchObject({ status: 200, body: { pointsEarned: 107 } });
    expect(await totalPoints(client)).toBe(107);
  });

  it('answers 409 to a second submission and keeps the first score', async () => {
    const client = await participant('again@campus.edu');
    expect((await submit(client, { q0: 'Paris', q2: '2' })).status).toBe(200);
    const second = await submit(client, { q0: 'Paris', q1: 'B', q2: '2' });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('already_submitted');
    expect(await totalPoints(client)).toBe(10);
  });

  it('accepts exactly one of 20 concurrent identical submissions', async () => {
    const client = await participant('burst@campus.edu');
    const results = await Promise.all(Array.from({ length: 20 }, () => submit(client, { q0: 'Paris', q2: '1' })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await totalPoints(client)).toBe(10);
    const user = await db()('users').where({ email: 'burst@campus.edu' }).first();
    expect(await db()('survey_responses').where({ user_id: user.id })).toHaveLength(1);
  });
});

describe('POST /api/survey/submit: refusals', () => {
  it('answers 403 for a questionnaire the collection has not triggered yet', async () => {
    const none = await participant('nothing@campus.edu', []);
    const early = await submit(none, { q0: 'Paris', q2: '3' });
    expect(early.status).toBe(403);
    expect(early.body.code).toBe('not_triggered');
    const one = await participant('onepiece@campus.edu');
    expect((await submit(one, { q0: 'Paris', q2: '3' }, lockedId)).status).toBe(403);
    expect((await one.post('/api/scan', { code: 'SRV002' })).status).toBe(200);
    expect((await submit(one, { q0: 'Paris', q2: '3' }, lockedId)).status).toBe(200);
  });

  it('answers 404 for an unknown questionnaire', async () => {
    const client = await participant('unknown@campus.edu');
    const result = await submit(client, { q0: 'Paris' }, 999_999);
    expect(result.status).toBe(404);
    expect(result.body.code).toBe('not_found');
  });

  it('answers 400 saying how many required answers remain, naming each question by its key', async () => {
    const client = await participant('lazy@campus.edu');
    const none = await submit(client, {});
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ code: 'bad_request', message: 'Please answer all required questions (2 remaining): q0, q2' });
    // A blank text answer does not count.
    const blank = await submit(client, { q0: '   ', q2: '3' });
    expect(blank.body.message).toBe('Please answer all required questions (1 remaining): q0');
    expect(missingRequiredOfRefusal(blank.body.message ?? '')).toEqual([0]);
  });

  it('answers 400 to an answer outside a radio question\'s choices, a rating outside 1-5, or the wrong shape', async () => {
    const client = await participant('shapes@campus.edu');
    const cases: [unknown, RegExp][] = [
      [{ q0: 'Paris', q1: 'D', q2: '3' }, /q1 must be one of/],
      [{ q0: 'Paris', q2: '6' }, /q2 must be a rating from 1 to 5/],
      [{ q0: 'Paris', q2: '0' }, /q2 must be a rating from 1 to 5/],
      [{ q0: 'Paris', q2: '3', q4: ['X', 'W'] }, /q4 must be one of/],
      [{ q0: 'Paris', q2: '3', q4: 'X' }, /q4 must be a list/],
      [{ q0: ['Paris'], q2: '3' }, /q0 must be a single value/],
    ];
    for (const [responses, message] of cases) {
      const result = await submit(client, responses);
      expect(result.status, JSON.stringify(responses)).toBe(400);
      expect(result.body.message).toMatch(message);
    }
    // Nothing was stored along the way.
    const user = await db()('users').where({ email: 'shapes@campus.edu' }).first();
    expect(await db()('survey_responses').where({ user_id: user.id })).toHaveLength(0);
  });

  it('answers 400 naming the field for bad keys and bad types', async () => {
    const client = await participant('keys@campus.edu');
    const badKey = await submit(client, { answer0: 'Paris', q2: '3' });
    expect(badKey.status).toBe(400);
    expect(badKey.body.message).toMatch(/^responses\.answer0: /);
    const noSuchQuestion = await submit(client, { q0: 'Paris', q2: '3', q9: 'extra' });
    expect(noSuchQuestion.status).toBe(400);
    expect(noSuchQuestion.body.message).toBe('q9 does not match a question');
    const badId = await submit(client, { q0: 'Paris' }, 'one');
    expect(badId.status).toBe(400);
    expect(badId.body.message).toBe('questionnaireId: questionnaireId must be a number');
    const badValue = await submit(client, { q0: 42, q2: '3' });
    expect(badValue.status).toBe(400);
    expect(badValue.body.message).toMatch(/^responses\.q0: /);
  });

  it('answers 401 when signed out', async () => {
    const response = await new TestClient(server.url).post('/api/survey/submit', { questionnaireId: quizId, responses: { q0: 'Paris' } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthorized', code: 'unauthorized' });
  });
});
