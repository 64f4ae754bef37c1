import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminQuestionnaireDto } from '../../core/admin';
import type { ScanResultDto } from '../../core/contracts';
import { insertQuestionnaire } from '../repos/questionnaires';
import { expectJson, signedIn, startAdminTestServer, type AdminTestSetup } from '../testing/admin';
import { makeEvent, makePieces } from '../testing/factories';

/**
 * The text rules apply to what is sent, not to what is stored: a questionnaire saved before they
 * tightened (a line break in a choice, a vertical tab in a question) still reads, triggers and grades.
 */
let setup: AdminTestSetup;
let quizId: number;

beforeAll(async () => {
  setup = await startAdminTestServer();
  const db = setup.server.runtime.deps.db;
  await makePieces(db, ['OLD001']);
  await makeEvent(db);
  quizId = (
    await insertQuestionnaire(db, {
      title: 'Saved long ago',
      description: null,
      trigger_count: 1,
      questions: [
        {
          text: 'Which\u000bone?',
          type: 'radio',
          required: true,
          isGraded: true,
          correctAnswer: 'Left\nwing',
          points: 5,
          negativePoints: 0,
          caseSensitive: false,
          choices: ['Left\nwing', 'Right'],
          showIf: null,
          imageUrl: null,
        },
      ],
    })
  ).id;
});

afterAll(async () => {
  await setup?.server.stop();
});

describe('a questionnaire stored before the text rules', () => {
  it('is listed for the admin, triggered by a scan and graded on submission', async () => {
    const listed = await expectJson<AdminQuestionnaireDto[]>(setup.admin.get('/api/admin/questionnaires'), 200);
    expect(listed.find((q) => q.id === quizId)?.questions[0]?.choices).toEqual(['Left\nwing', 'Right']);

    const student = await signedIn(setup.server, 'old-quiz@campus.edu');
    const scan = await expectJson<ScanResultDto>(student.post('/api/scan', { code: 'OLD001' }), 200);
    expect(scan.triggeredQuestionnaires.map((q) => q.id)).toEqual([quizId]);

    const graded = await expectJson(student.post('/api/survey/submit', { questionnaireId: quizId, responses: { q0: 'Left\nwing' } }), 200);
    expect(graded).toEqual({ pointsEarned: 5, results: [{ questionIndex: 0, answered: true, correct: true, points: 5 }] });
  });
});
