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
  setup = await startAdminTestServer();
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
});
