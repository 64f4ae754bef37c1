import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaderboardDto, ScoreDto } from '../../core/contracts';
import { expectJson, signedIn, startAdminTestServer, type AdminTestSetup } from '../testing/admin';
import { makeEvent, makePieces, makeQuestionnaire } from '../testing/factories';

let setup: AdminTestSetup;

const quiz = {
  title: 'Closing quiz',
  triggerCount: 1,
  questions: [{ text: 'Capital of France?', type: 'text', required: true, isGraded: true, correctAnswer: 'Paris', points: 10, negativePoints: 3 }],
};

beforeAll(async () => {
  setup = await startAdminTestServer({ SIGN_IN_LIMIT_PER_MINUTE: '5000' });
});

afterAll(async () => {
  await setup?.server.stop();
});

describe('POST /api/survey/submit after the whistle', () => {
  it('refuses answers once the event is completed, and the board does not move', async () => {
    const db = setup.server.runtime.deps.db;
    await makePieces(db, ['END001', 'END002']);
    const event = await makeEvent(db);
    const quizId = (await makeQuestionnaire(db, quiz)).id;

    // Two students hold the quiz's trigger; one answers in time.
    const early = await signedIn(setup.server, 'early@campus.edu');
    const late = await signedIn(setup.server, 'late@campus.edu');
    for (const client of [early, late]) await expectJson(client.post('/api/scan', { code: 'END001' }), 200);
    await expectJson(early.post('/api/survey/submit', { questionnaireId: quizId, responses: { q0: 'Paris' } }), 200);

    await expectJson(setup.admin.post(`/api/admin/events/${event.id}/complete`), 200);
    await setup.server.runtime.settle();
    const boardBefore = await expectJson<LeaderboardDto>(late.get('/api/leaderboard'), 200);

    const refused = await expectJson(late.post('/api/survey/submit', { questionnaireId: quizId, responses: { q0: 'Paris' } }), 403);
    expect(refused).toEqual({ message: 'The event is over: answers no longer count.', code: 'no_active_event' });

    await setup.server.runtime.settle();
    expect((await expectJson<ScoreDto>(late.get('/api/user/score'), 200)).score.totalPoints).toBe(0);
    expect(await expectJson<LeaderboardDto>(late.get('/api/leaderboard'), 200)).toEqual(boardBefore);
    const stored = await db('survey_responses').where({ questionnaire_id: quizId }).count<{ count: string }[]>('* as count');
    expect(Number(stored[0]?.count)).toBe(1);
  });

  it('refuses scans and answers while no event exists, and before the next one starts', async () => {
    const fresh = await startAdminTestServer();
    try {
      const db = fresh.server.runtime.deps.db;
      await makePieces(db, ['SOON01', 'SOON02']);
      const quizId = (await makeQuestionnaire(db, quiz)).id;
      const student = await signedIn(fresh.server, 'early-bird@campus.edu');
      const trial = await makeEvent(db, { name: 'Trial run' });
      await fresh.server.runtime.settle();
      await expectJson(student.post('/api/scan', { code: 'SOON01' }), 200);
      // The organiser removes the trial, and its play with it: no event at all, so nothing scores.
      await db('events').where({ id: trial.id }).delete();
      expect(await db('collection_entries')).toHaveLength(0);
      await fresh.server.runtime.settle();
      const answer = { questionnaireId: quizId, responses: { q0: 'Paris' } };
      const noEvent = await expectJson(student.post('/api/survey/submit', answer), 403);
      expect(noEvent).toEqual({ message: 'The hunt is not running right now: answers are not accepted.', code: 'no_active_event' });
      await expectJson(student.post('/api/scan', { code: 'SOON02' }), 403);
      await makeEvent(db, { status: 'scheduled', start_date: new Date(Date.now() + 3_600_000), end_date: new Date(Date.now() + 7_200_000) });
      await fresh.server.runtime.settle();
      const refused = await expectJson(student.post('/api/survey/submit', answer), 403);
      expect(refused).toEqual({ message: 'The hunt is not running right now: answers are not accepted.', code: 'no_active_event' });
      expect(await db('survey_responses')).toHaveLength(0);
      expect(await db('collection_entries')).toHaveLength(0);
    } finally {
      await fresh.server.stop();
    }
  });
});
