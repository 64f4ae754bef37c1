import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminQuestionnaireDto } from '../../../core/admin';
import type { ScanResultDto } from '../../../core/contracts';
import { expectJson, startAdminTestServer, type AdminTestSetup } from '../../testing/admin';
import { seedImage } from '../../testing/images';
import { makeEvent, makePieces } from '../../testing/factories';

let setup: AdminTestSetup;
const create = (body: unknown) => setup.admin.post('/api/admin/questionnaires', body);
const problem = async (body: unknown) => (await expectJson<{ message: string }>(create(body), 400)).message;

const text = (extra: Record<string, unknown> = {}) => ({ text: 'Your faculty?', type: 'text', ...extra });
const valid = (questions: unknown[] = [text()], extra: Record<string, unknown> = {}) => ({ title: 'Feedback', questions, ...extra });

beforeAll(async () => {
  setup = await startAdminTestServer();
  // Scans count only while an event runs.
  await makeEvent(setup.server.runtime.deps.db);
  await makePieces(setup.server.runtime.deps.db, ['QST001', 'QST002']);
});
afterAll(() => setup.server.stop());

describe('POST /api/admin/questionnaires', () => {
  it('creates a questionnaire (201) with defaults, and shows admins the correct answers', async () => {
    const created = await expectJson<AdminQuestionnaireDto>(
      create({
        title: ' Campus quiz ',
        description: 'Warm-up',
        triggerCount: 1,
        questions: [
          { question: 'Capital of France?', type: 'text', isGraded: true, correctAnswer: 'Paris', points: 10, negativePoints: 2, caseSensitive: true },
          { text: 'Pick one', type: 'radio', choices: ['A', 'B'], required: true },
        ],
      }),
      201,
    );
    expect(created).toMatchObject({ title: 'Campus quiz', description: 'Warm-up', triggerCount: 1, responseCount: 0 });
    expect(created.questions[0]).toMatchObject({ text: 'Capital of France?', question: 'Capital of France?', correctAnswer: 'Paris', points: 10, negativePoints: 2, caseSensitive: true });
    expect(created.questions[1]).toMatchObject({ isGraded: false, points: 0, negativePoints: 0, choices: ['A', 'B'], showIf: null, imageUrl: null });
    const listed = await expectJson<AdminQuestionnaireDto[]>(setup.admin.get('/api/admin/questionnaires'), 200);
    expect(listed.find((q) => q.id === created.id)?.questions[0]?.correctAnswer).toBe('Paris');
  });

  it('defaults triggerCount to 1', async () => {
    expect((await expectJson<AdminQuestionnaireDto>(create(valid()), 201)).triggerCount).toBe(1);
  });

  it('requires a title', async () => {
    expect(await problem({ questions: [text()] })).toBe('title: title is required');
    expect(await problem(valid(undefined, { title: '  ' }))).toBe('title: title is required');
  });

  it('requires every question text', async () => {
    expect(await problem(valid([text(), { type: 'text', text: '  ' }]))).toBe('questions.1.text: question text is required');
    expect(await problem(valid([{ type: 'number' }]))).toBe('questions.0.text: question text is required');
  });

  it('requires triggerCount of at least 1', async () => {
    expect(await problem(valid(undefined, { triggerCount: 0 }))).toBe('triggerCount: triggerCount must be at least 1');
  });

  it('requires points and negativePoints of at least 0', async () => {
    expect(await problem(valid([text({ points: -1 })]))).toBe('questions.0.points: points must be at least 0');
    expect(await problem(valid([text({ negativePoints: -5 })]))).toBe('questions.0.negativePoints: negativePoints must be at least 0');
  });

  it('requires a choice for radio, checkbox and dropdown questions', async () => {
    for (const type of ['radio', 'checkbox', 'dropdown']) {
      expect(await problem(valid([{ text: 'Pick', type, choices: [''] }]))).toBe('questions.0.choices: question 1 needs at least one choice');
    }
  });

  it('lets a condition refer only to an earlier question', async () => {
    const showIf = (questionIndex: number) => ({ questionIndex, expectedAnswer: 'Yes' });
    expect(await problem(valid([text({ showIf: showIf(0) })]))).toBe('questions.0.showIf: question 1 may only depend on an earlier question');
    expect(await problem(valid([text(), text({ showIf: showIf(1) }), text()]))).toBe(
      'questions.1.showIf: question 2 may only depend on an earlier question',
    );
    await expectJson(create(valid([text(), text({ showIf: showIf(0) })])), 201);
  });

  it('allows caseSensitive only on graded questions that are neither choice nor rating', async () => {
    const message = (n: number) => `questions.0.caseSensitive: question ${n}: caseSensitive applies only to graded text-like questions`;
    expect(await problem(valid([text({ caseSensitive: true })]))).toBe(message(1));
    expect(await problem(valid([{ text: 'Pick', type: 'radio', choices: ['A'], isGraded: true, correctAnswer: 'A', caseSensitive: true }]))).toBe(message(1));
    expect(await problem(valid([{ text: 'Rate', type: 'rating', isGraded: true, correctAnswer: '5', caseSensitive: true }]))).toBe(message(1));
    await expectJson(create(valid([text({ isGraded: true, correctAnswer: 'Law', caseSensitive: true })])), 201);
  });

  it('refuses what the admin panel refuses: a repeated choice, an impossible or blank correct answer, a condition without its answer', async () => {
    const radio = (extra: Record<string, unknown> = {}) => ({ text: 'Pick', type: 'radio', choices: ['A', 'B'], ...extra });
    expect(await problem(valid([radio({ choices: ['A', 'A'] })]))).toBe('questions.0.choices: question 1 has the same choice twice');
    expect(await problem(valid([radio({ isGraded: true, correctAnswer: 'C' })]))).toBe(
      'questions.0.correctAnswer: question 1: the correct answer must be one of its options',
    );
    expect(await problem(valid([{ text: 'Rate', type: 'rating', isGraded: true, correctAnswer: '6' }]))).toBe(
      'questions.0.correctAnswer: question 1: the correct answer must be one of its options',
    );
    expect(await problem(valid([text({ isGraded: true, correctAnswer: '  ' })]))).toBe('questions.0.correctAnswer: question 1 is graded and needs a correct answer');
    expect(await problem(valid([radio(), text({ showIf: { questionIndex: 0, expectedAnswer: '' } })]))).toBe(
      'questions.1.showIf: question 2 needs the answer its condition expects',
    );
    await expectJson(create(valid([radio({ isGraded: true, correctAnswer: 'B' }), { text: 'Tick', type: 'checkbox', choices: ['A', 'B'], isGraded: true, correctAnswer: ['A', 'B'] }])), 201);
  });

  it('stores an uploaded question image and refuses a disguised one', async () => {
    const png = await seedImage('curiosity');
    const created = await expectJson<AdminQuestionnaireDto>(
      create(valid([text({ imageUrl: `data:image/png;base64,${png.toString('base64')}` }), text({ imageUrl: 'https://cdn.example/q.png' })])),
      201,
    );
    const stored = created.questions[0]?.imageUrl ?? '';
    expect(stored).toMatch(/^\/api\/images\/[0-9a-f-]{36}$/);
    expect(created.questions[1]?.imageUrl).toBe('https://cdn.example/q.png');
    const image = await fetch(new URL(stored, setup.server.url));
    expect(image.headers.get('content-type')).toBe('image/png');

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64');
    expect(await expectJson(create(valid([text({ imageUrl: `data:image/png;base64,${svg}` })])), 415)).toMatchObject({
      message: 'Only PNG, JPEG, WebP or GIF images are accepted',
    });
    const tooLarge = (size: number) => `data:image/png;base64,${Buffer.concat([png, Buffer.alloc(size - png.length)]).toString('base64')}`;
    const message = { message: 'File too large: Please use an image under 500KB or provide a URL instead', code: 'payload_too_large' };
    expect(await expectJson(create(valid([text(), text({ imageUrl: tooLarge(500_001) })])), 413)).toEqual(message);
    expect(await expectJson(create(valid([text({ imageUrl: tooLarge(600_000) })])), 413)).toEqual(message);
    expect(await problem(valid([text({ imageUrl: 'javascript:alert(1)' })]))).toBe(
      'questions.0.imageUrl: question 1: the image URL must be an http(s) URL or an uploaded image',
    );
  });
});

describe('PUT /api/admin/questionnaires/:id', () => {
  it('replaces the questionnaire (200) with the same validation', async () => {
    const created = await expectJson<AdminQuestionnaireDto>(create(valid()), 201);
    const path = `/api/admin/questionnaires/${created.id}`;
    const updated = await expectJson<AdminQuestionnaireDto>(
      setup.admin.put(path, { title: 'Renamed', description: null, triggerCount: 2, questions: [{ text: 'New?', type: 'longtext' }] }),
      200,
    );
    expect(updated).toMatchObject({ id: created.id, title: 'Renamed', triggerCount: 2, createdAt: created.createdAt });
    expect(updated.questions.map((q) => q.text)).toEqual(['New?']);
    expect(new Date(updated.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(created.updatedAt).getTime());
    expect((await expectJson<{ message: string }>(setup.admin.put(path, { questions: [text()] }), 400)).message).toBe('title: title is required');
  });

  it('answers 404 for an unknown questionnaire', async () => {
    await expectJson(setup.admin.put('/api/admin/questionnaires/999999', valid()), 404);
  });
});

describe('DELETE /api/admin/questionnaires/:id', () => {
  it('deletes one nobody answered (204)', async () => {
    const created = await expectJson<AdminQuestionnaireDto>(create(valid()), 201);
    expect((await setup.admin.delete(`/api/admin/questionnaires/${created.id}`)).status).toBe(204);
    await expectJson(setup.admin.delete(`/api/admin/questionnaires/${created.id}`), 404);
  });

  it('refuses (409) once anyone answered, so nobody loses points', async () => {
    const quiz = await expectJson<AdminQuestionnaireDto>(
      create({ title: 'Scored', triggerCount: 2, questions: [text({ isGraded: true, correctAnswer: 'Law', points: 7 })] }),
      201,
    );
    await expectJson(setup.user.post('/api/scan', { code: 'QST001' }), 200);
    const scan = await expectJson<ScanResultDto>(setup.user.post('/api/scan', { code: 'QST002' }), 200);
    expect(scan.triggeredQuestionnaires.map((q) => q.id)).toContain(quiz.id);
    expect(await expectJson(setup.user.post('/api/survey/submit', { questionnaireId: quiz.id, responses: { q0: 'law' } }), 200)).toMatchObject({ pointsEarned: 7 });

    const body = await expectJson(setup.admin.delete(`/api/admin/questionnaires/${quiz.id}`), 409);
    expect(body).toEqual({
      message: 'This questionnaire has 1 response and cannot be deleted: participants would lose the points they earned.',
      code: 'conflict',
    });
    const listed = await expectJson<AdminQuestionnaireDto[]>(setup.admin.get('/api/admin/questionnaires'), 200);
    expect(listed.find((q) => q.id === quiz.id)?.responseCount).toBe(1);
    expect((await expectJson<{ score: { totalPoints: number } }>(setup.user.get('/api/user/score'), 200)).score.totalPoints).toBe(7);
  });
});
