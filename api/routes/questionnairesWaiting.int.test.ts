import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPieceDto, AdminQuestionnaireDto, AdminUserDto } from '../../core/admin';
import type { LeaderboardDto, ProgressDto, ScanResultDto, ScoreDto } from '../../core/contracts';
import type { ParticipantQuestionnaire } from '../../core/questions';
import { expectJson, signedIn, startAdminTestServer, type AdminTestSetup, type SignedInClient } from '../testing/admin';
import { makeEvent, makePieces, makeQuestionnaire } from '../testing/factories';

// Nothing a student answers is lost: skipped or interrupted questionnaires wait until answered
// or the event ends, one may come with a piece, and one rule decides completion.

let setup: AdminTestSetup;
let pieceIds: number[];
let quizId: number;
let finisherSurveyId: number;
const db = () => setup.server.runtime.deps.db;
const waiting = async (client: SignedInClient) =>
  (await expectJson<ParticipantQuestionnaire[]>(client.get('/api/questionnaires/pending'), 200)).map((questionnaire) => questionnaire.id);
const scan = (client: SignedInClient, code: string) => expectJson<ScanResultDto>(client.post('/api/scan', { code }), 200);
const answer = (client: SignedInClient, questionnaireId: number) => client.post('/api/survey/submit', { questionnaireId, responses: { q0: 'Paris' } });

beforeAll(async () => {
  setup = await startAdminTestServer();
  await makeEvent(db(), { name: 'Waiting Hunt' });
  pieceIds = (await makePieces(db(), ['WAIT01', 'WAIT02', 'WAIT03'])).map(({ piece }) => piece.id);
  quizId = (await makeQuestionnaire(db(), { title: 'First find quiz', triggerCount: 1 })).id;
  finisherSurveyId = (await makeQuestionnaire(db(), { title: 'Finisher survey', triggerCount: 3 })).id;
});
afterAll(() => setup.server.stop());

describe('questionnaires that wait', () => {
  it('keeps a skipped questionnaire waiting until it is answered', async () => {
    const skipper = await signedIn(setup.server, 'skipper@campus.edu');
    expect(await waiting(skipper)).toEqual([]);
    const result = await scan(skipper, 'WAIT01');
    expect(result.triggeredQuestionnaires.map((questionnaire) => questionnaire.id)).toEqual([quizId]);
    // The student closes the dialog: it waits on the dashboard, without its answers' secrets.
    expect(await waiting(skipper)).toEqual([quizId]);
    const raw = await (await skipper.get('/api/questionnaires/pending')).text();
    expect(raw).not.toContain('correctAnswer');
    await expectJson(answer(skipper, quizId), 200);
    expect(await waiting(skipper)).toEqual([]);
  });

  it("keeps the finisher's survey, which comes with the last piece, waiting after it was closed", async () => {
    const finisher = await signedIn(setup.server, 'last-piece@campus.edu');
    for (const code of ['WAIT01', 'WAIT02']) await scan(finisher, code);
    const last = await scan(finisher, 'WAIT03');
    expect(last.completed).toBe(true);
    expect(last.triggeredQuestionnaires.map((questionnaire) => questionnaire.id)).toEqual([quizId, finisherSurveyId]);
    expect(await waiting(finisher)).toEqual([quizId, finisherSurveyId]);
    await expectJson(answer(finisher, finisherSurveyId), 200);
    expect(await waiting(finisher)).toEqual([quizId]);
  });

  it('unlocks a questionnaire by one piece: not before it is held, whatever the count', async () => {
    const organiser = setup.admin;
    const byPiece = await expectJson<AdminQuestionnaireDto>(
      organiser.post('/api/admin/questionnaires', {
        title: 'About the fountain',
        triggerPieceId: pieceIds[1],
        questions: [{ text: 'Capital of France?', type: 'text', isGraded: true, correctAnswer: 'Paris', points: 2 }],
      }),
      201,
    );
    expect(byPiece.triggerPieceId).toBe(pieceIds[1]);
    const student = await signedIn(setup.server, 'by-piece@campus.edu');
    await scan(student, 'WAIT01');
    await scan(student, 'WAIT03');
    expect(await waiting(student)).not.toContain(byPiece.id);
    expect((await expectJson<{ code: string }>(answer(student, byPiece.id), 403)).code).toBe('not_triggered');
    const withPiece = await scan(student, 'WAIT02');
    expect(withPiece.triggeredQuestionnaires.map((questionnaire) => questionnaire.id)).toContain(byPiece.id);
    expect(await waiting(student)).toContain(byPiece.id);
    await expectJson(answer(student, byPiece.id), 200);
    expect(await waiting(student)).not.toContain(byPiece.id);

    await expectJson(organiser.post('/api/admin/questionnaires', { title: 'Nowhere', triggerPieceId: 999_999, questions: [{ text: 'Why?', type: 'text' }] }), 400);
  });
});

describe('one meaning of complete', () => {
  it('keeps finishers finished when a piece is added mid-event, and everyone else needs it', async () => {
    const done = await signedIn(setup.server, 'done-before@campus.edu');
    const almost = await signedIn(setup.server, 'almost@campus.edu');
    for (const code of ['WAIT01', 'WAIT02', 'WAIT03']) await scan(done, code);
    for (const code of ['WAIT01', 'WAIT02']) await scan(almost, code);
    const completedAt = (await expectJson<ScoreDto>(done.get('/api/user/score'), 200)).score.completedAt;
    expect(completedAt).not.toBeNull();

    const added = await expectJson<AdminPieceDto>(setup.admin.post('/api/admin/puzzles', { name: 'Late Piece' }), 201);
    await expectJson(setup.admin.post('/api/admin/qr-links', { code: 'WAIT04', puzzlePieceId: added.id, domain: setup.server.url }), 201);

    // The finisher stays finished everywhere: score, progress, the board and the panel.
    expect((await expectJson<ScoreDto>(done.get('/api/user/score'), 200)).score.completedAt).toBe(completedAt);
    expect(await expectJson<ProgressDto>(done.get('/api/user/progress'), 200)).toEqual({ collected: 3, total: 4, completedAt });
    const board = await expectJson<LeaderboardDto>(done.get('/api/leaderboard'), 200);
    expect(board.me).toMatchObject({ completedAt, percentile: expect.any(Number) });
    const users = await expectJson<AdminUserDto[]>(setup.admin.get('/api/admin/users'), 200);
    expect(users.find((user) => user.email === 'done-before@campus.edu')?.completedAt).toBe(completedAt);

    // Three of four is not complete; the new piece completes.
    await scan(almost, 'WAIT03');
    expect((await expectJson<ScoreDto>(almost.get('/api/user/score'), 200)).score.completedAt).toBeNull();
    const last = await scan(almost, 'WAIT04');
    expect(last.completed).toBe(true);
    expect((await expectJson<ScoreDto>(almost.get('/api/user/score'), 200)).score.completedAt).not.toBeNull();
  });
});

describe('outside the running event', () => {
  it('has nothing waiting once the hunt is over', async () => {
    const late = await signedIn(setup.server, 'over@campus.edu');
    await scan(late, 'WAIT01');
    expect(await waiting(late)).toEqual([quizId]);
    const events = await expectJson<{ id: number; status: string }[]>(setup.admin.get('/api/admin/events'), 200);
    await expectJson(setup.admin.post(`/api/admin/events/${events.find((event) => event.status === 'active')?.id}/complete`), 200);
    expect(await waiting(late)).toEqual([]);
  });
});
