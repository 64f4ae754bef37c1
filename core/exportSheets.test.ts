import { describe, expect, it } from 'vitest';
import { questionColumns, questionnaireCsv, questionnaireSheetName } from './exportFiles';

describe("a questionnaire's own sheet", () => {
  it('is named after its id and its title as a slug', () => {
    expect(questionnaireSheetName(3, 'Campus Survey: Part 1!')).toBe('surveys/3-campus-survey-part-1.csv');
    expect(questionnaireSheetName(4, 'Café crème')).toBe('surveys/4-cafe-creme.csv');
    expect(questionnaireSheetName(5, '¿¿??')).toBe('surveys/5-questionnaire.csv');
    expect(questionnaireSheetName(6, 'x'.repeat(39) + ' tail')).toBe(`surveys/6-${'x'.repeat(39)}.csv`);
  });

  it('heads each column with its question, numbering a text met twice or a lead column', () => {
    expect(questionColumns([{ text: 'Which?' }, { text: ' ' }, { text: 'Which?' }, { text: 'userEmail' }])).toEqual([
      'Which?',
      'Question 2',
      'Which? (3)',
      'userEmail (4)',
    ]);
  });

  it('writes a row per response: a list joined by "; ", an unanswered question empty, formulas neutralised', () => {
    const csv = questionnaireCsv(
      [{ text: 'Favourite spot?' }, { text: 'Which?' }, { text: 'Why?' }],
      [{ userId: 'u1', userEmail: 'ada@campus.edu', submittedAt: '2026-05-01T10:00:00.000Z', pointsEarned: 3, responses: { q0: '=Library', q1: ['A', 'C'] } }],
    );
    expect(csv.split('\r\n')).toEqual([
      'userId,userEmail,submittedAt,pointsEarned,Favourite spot?,Which?,Why?',
      "u1,ada@campus.edu,2026-05-01T10:00:00.000Z,3,'=Library,A; C,",
      '',
    ]);
  });
});
