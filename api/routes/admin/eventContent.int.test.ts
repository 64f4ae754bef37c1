import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPieceDto, AdminQuestionnaireDto, EventDto, QrLinkDto } from '../../../core/admin';
import { DEFAULT_PRIZE_TIERS } from '../../../core/constants';
import type { PieceDto, ProgressDto } from '../../../core/contracts';
import { expectJson, startAdminTestServer, type AdminTestSetup } from '../../testing/admin';
import { makePieces } from '../../testing/factories';

/**
 * Content an event uses: pieces and questionnaires every event shares, and an event's own, which
 * its clone copies (QR links under new codes).
 */

const HOUR_MS = 60 * 60 * 1000;
let setup: AdminTestSetup;
let autumn: EventDto;
let ownPiece: AdminPieceDto;
let ownCode: string;
let ownQuiz: AdminQuestionnaireDto;

const eventBody = (name: string) => ({
  name,
  startDate: new Date(Date.now() - 60_000).toISOString(),
  endDate: new Date(Date.now() + HOUR_MS).toISOString(),
  prizeTiers: DEFAULT_PRIZE_TIERS,
});
const quizBody = (eventId: number | null) => ({
  title: `Own quiz ${eventId}`,
  triggerCount: 1,
  eventId,
  questions: [{ text: 'Capital of France?', type: 'text', isGraded: true, correctAnswer: 'Paris', points: 5 }],
});
const pieces = () => expectJson<AdminPieceDto[]>(setup.admin.get('/api/admin/puzzles'), 200);
const links = () => expectJson<QrLinkDto[]>(setup.admin.get('/api/admin/qr-links'), 200);
const scan = (code: string) => setup.user.post('/api/scan', { code });

beforeAll(async () => {
  setup = await startAdminTestServer();
  await makePieces(setup.server.runtime.deps.db, ['SHARED1']);
  autumn = await expectJson<EventDto>(setup.admin.post('/api/admin/events', eventBody('Autumn Hunt')), 201);
  ownPiece = await expectJson<AdminPieceDto>(setup.admin.post('/api/admin/puzzles', { name: 'Autumn Leaf', eventId: autumn.id }), 201);
  ownCode = (await expectJson<QrLinkDto>(setup.admin.post('/api/admin/qr-links', { code: 'LEAF01', puzzlePieceId: ownPiece.id, domain: setup.server.url, isActive: true }), 201)).code;
  ownQuiz = await expectJson<AdminQuestionnaireDto>(setup.admin.post('/api/admin/questionnaires', quizBody(autumn.id)), 201);
});
afterAll(() => setup.server.stop());

describe("an event's own content", () => {
  it('is used by its event beside the shared content, and named in the panel', async () => {
    expect(ownPiece.eventId).toBe(autumn.id);
    expect(ownQuiz.eventId).toBe(autumn.id);
    expect((await pieces()).map((piece) => [piece.name, piece.eventId])).toEqual([['SHARED1 Piece', null], ['Autumn Leaf', autumn.id]]);
    const seen = await expectJson<PieceDto[]>(setup.user.get('/api/puzzles'), 200);
    expect(seen).toHaveLength(2);
    await expectJson(scan(ownCode), 200);
    expect(await expectJson(setup.user.post('/api/survey/submit', { questionnaireId: ownQuiz.id, responses: { q0: 'Paris' } }), 200)).toMatchObject({ pointsEarned: 5 });
    expect(await expectJson<ProgressDto>(setup.user.get('/api/user/progress'), 200)).toMatchObject({ collected: 1, total: 2 });
  });

  it('goes only to an event that exists and is not completed, and stays once found or answered', async () => {
    const missing = await expectJson<{ message: string }>(setup.admin.post('/api/admin/puzzles', { name: 'Nowhere', eventId: 999999 }), 400);
    expect(missing.message).toBe('eventId: no such event');
    const moved = await expectJson<{ message: string }>(setup.admin.patch(`/api/admin/puzzles/${ownPiece.id}`, { eventId: null }), 409);
    expect(moved.message).toBe('A piece that participants have collected keeps its event');
    const quiz = await expectJson<{ message: string }>(setup.admin.put(`/api/admin/questionnaires/${ownQuiz.id}`, quizBody(null)), 409);
    expect(quiz.message).toBe('A questionnaire that participants have answered keeps its event');
    // Left out, a replaced questionnaire keeps its event.
    const { eventId: _left, ...withoutEvent } = quizBody(null);
    expect(await expectJson<AdminQuestionnaireDto>(setup.admin.put(`/api/admin/questionnaires/${ownQuiz.id}`, { ...withoutEvent, title: 'Renamed' }), 200)).toMatchObject({ eventId: autumn.id });
  });
});

describe('POST /api/admin/events/{id}/clone', () => {
  let spring: EventDto;

  beforeAll(async () => {
    await expectJson(setup.admin.post(`/api/admin/events/${autumn.id}/complete`), 200);
    spring = await expectJson<EventDto>(setup.admin.post(`/api/admin/events/${autumn.id}/clone`, eventBody('Spring Hunt')), 201);
  });

  it("makes the new event with copies of the source's own pieces, QR links (new codes) and questionnaires", async () => {
    expect(spring).toMatchObject({ name: 'Spring Hunt', status: 'active', prizeTiers: DEFAULT_PRIZE_TIERS });
    const all = await pieces();
    const copy = all.find((piece) => piece.eventId === spring.id);
    expect(copy).toMatchObject({ name: 'Autumn Leaf', qrLinkCount: 1, collectedCount: 0 });
    expect(all.filter((piece) => piece.eventId === null)).toHaveLength(1);
    const copiedLink = (await links()).find((link) => link.puzzlePieceId === copy?.id);
    expect(copiedLink?.code).toMatch(/^[A-Z0-9]{6}$/);
    expect(copiedLink?.code).not.toBe(ownCode);
    const quizzes = await expectJson<AdminQuestionnaireDto[]>(setup.admin.get('/api/admin/questionnaires'), 200);
    expect(quizzes.filter((quiz) => quiz.eventId === spring.id).map((quiz) => quiz.title)).toEqual(['Renamed']);
  });

  it("scores the copies in the new event, never last event's codes or questionnaires", async () => {
    const seen = await expectJson<PieceDto[]>(setup.user.get('/api/puzzles'), 200);
    expect(seen).toHaveLength(2);
    await expectJson(scan(ownCode), 404);
    const copy = (await pieces()).find((piece) => piece.eventId === spring.id);
    const code = (await links()).find((link) => link.puzzlePieceId === copy?.id)?.code ?? '';
    await expectJson(scan(code), 200);
    const old = await expectJson<{ message: string }>(setup.user.post('/api/survey/submit', { questionnaireId: ownQuiz.id, responses: { q0: 'Paris' } }), 404);
    expect(old.message).toBe('Questionnaire not found');
  });

  it('answers 404 for an unknown source and 400 for a body that is no event', async () => {
    await expectJson(setup.admin.post('/api/admin/events/999999/clone', eventBody('Ghost')), 404);
    await expectJson(setup.admin.post(`/api/admin/events/${autumn.id}/clone`, { name: 'No dates' }), 400);
  });

  it("deletes an event's own content and play with it, and leaves the shared content", async () => {
    await expectJson(setup.admin.post(`/api/admin/events/${spring.id}/complete`), 200);
    const response = await setup.admin.delete(`/api/admin/events/${spring.id}`);
    expect(response.status).toBe(204);
    expect((await pieces()).map((piece) => piece.eventId)).toEqual([null, autumn.id]);
    const db = setup.server.runtime.deps.db;
    expect(await db('collection_entries').where({ event_id: spring.id })).toEqual([]);
    expect(await db('questionnaires').where({ event_id: spring.id })).toEqual([]);
  });
});
