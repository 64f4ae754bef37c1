import { describe, expect, it } from 'vitest';
import { parseStoredQuestions, questionnaireInputSchema } from './questionnaireSchema';

const base = { title: 'Quiz', description: null, triggerCount: 1 };
const text = (extra: Record<string, unknown> = {}) => ({ text: 'Name?', type: 'text', ...extra });

function issues(input: unknown): string[] {
  const parsed = questionnaireInputSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('questionnaireInputSchema', () => {
  it('fills defaults and accepts "question" as the text', () => {
    const parsed = questionnaireInputSchema.parse({ title: ' Quiz ', questions: [{ question: 'Why?', type: 'longtext' }] });
    expect(parsed.title).toBe('Quiz');
    expect(parsed.triggerCount).toBe(1);
    expect(parsed.questions[0]).toMatchObject({ text: 'Why?', question: 'Why?', required: false, points: 0, negativePoints: 0, choices: [] });
  });

  it('requires a title, question texts and at least one question', () => {
    expect(issues({ ...base, title: '  ', questions: [text()] })).toEqual(['title: title is required']);
    expect(issues({ ...base, questions: [text({ text: ' ' })] })).toEqual(['questions.0.text: question text is required']);
    expect(issues({ ...base, questions: [] })).toHaveLength(1);
  });

  it('keeps triggerCount at least 1 and points at least 0', () => {
    expect(issues({ ...base, triggerCount: 0, questions: [text()] })[0]).toMatch(/^triggerCount/);
    expect(issues({ ...base, questions: [text({ points: -1 })] })[0]).toMatch(/^questions\.0\.points/);
    expect(issues({ ...base, questions: [text({ negativePoints: -1 })] })[0]).toMatch(/^questions\.0\.negativePoints/);
  });

  it('needs a choice for radio, checkbox and dropdown questions, and drops choices elsewhere', () => {
    for (const type of ['radio', 'checkbox', 'dropdown']) {
      expect(issues({ ...base, questions: [{ text: 'Pick', type, choices: [''] }] })).toEqual([`questions.0.choices: question 1 needs at least one choice`]);
    }
    const parsed = questionnaireInputSchema.parse({ ...base, questions: [text({ choices: ['a'] })] });
    expect(parsed.questions[0]?.choices).toEqual([]);
  });

  it('lets showIf refer only to an earlier, ungraded question', () => {
    const first = { text: 'Like it?', type: 'radio', choices: ['Yes', 'No'] };
    expect(issues({ ...base, questions: [first, text({ showIf: { questionIndex: 0, expectedAnswer: 'Yes' } })] })).toEqual([]);
    expect(issues({ ...base, questions: [text({ showIf: { questionIndex: 0, expectedAnswer: 'x' } })] })).toEqual([
      'questions.0.showIf: question 1 may only depend on an earlier question',
    ]);
    const graded = { ...first, isGraded: true, correctAnswer: 'Yes', points: 5 };
    expect(issues({ ...base, questions: [graded, text({ showIf: { questionIndex: 0, expectedAnswer: 'Yes' } })] })).toEqual([
      'questions.1.showIf: question 2 may not depend on a graded question',
    ]);
  });

  it('allows caseSensitive only on graded text-like questions, and needs a correct answer when graded', () => {
    expect(issues({ ...base, questions: [text({ isGraded: true, correctAnswer: 'Ada', caseSensitive: true })] })).toEqual([]);
    expect(issues({ ...base, questions: [text({ caseSensitive: true })] })[0]).toMatch(/caseSensitive/);
    expect(issues({ ...base, questions: [{ text: 'Rate', type: 'rating', isGraded: true, correctAnswer: '5', caseSensitive: true }] })[0]).toMatch(/caseSensitive/);
    expect(issues({ ...base, questions: [text({ isGraded: true })] })).toEqual(['questions.0.correctAnswer: question 1 is graded and needs a correct answer']);
  });
});

describe('questionnaireInputSchema, rules the admin panel shows before saving', () => {
  const radio = (extra: Record<string, unknown> = {}) => ({ text: 'Pick', type: 'radio', choices: ['A', 'B'], ...extra });

  it('refuses the same choice twice', () => {
    expect(issues({ ...base, questions: [radio({ choices: ['A', ' A'] })] })).toEqual(['questions.0.choices: question 1 has the same choice twice']);
  });

  it('needs a graded answer that can be given: not blank, and one of the choices or ratings', () => {
    expect(issues({ ...base, questions: [text({ isGraded: true, correctAnswer: ' ' })] })).toEqual(['questions.0.correctAnswer: question 1 is graded and needs a correct answer']);
    expect(issues({ ...base, questions: [radio({ isGraded: true, correctAnswer: 'C' })] })).toEqual([
      'questions.0.correctAnswer: question 1: the correct answer must be one of its options',
    ]);
    expect(issues({ ...base, questions: [{ text: 'Tick', type: 'checkbox', choices: ['A', 'B'], isGraded: true, correctAnswer: ['A', 'Z'] }] })).toHaveLength(1);
    expect(issues({ ...base, questions: [{ text: 'Rate', type: 'rating', isGraded: true, correctAnswer: '0' }] })).toHaveLength(1);
    expect(issues({ ...base, questions: [radio({ isGraded: true, correctAnswer: 'B' }), { text: 'Rate', type: 'rating', isGraded: true, correctAnswer: '4' }] })).toEqual([]);
    expect(issues({ ...base, questions: [text({ isGraded: true, correctAnswer: 'anything' })] })).toEqual([]);
  });

  it('needs the answer a condition expects', () => {
    expect(issues({ ...base, questions: [radio(), text({ showIf: { questionIndex: 0, expectedAnswer: ' ' } })] })).toEqual([
      'questions.1.showIf: question 2 needs the answer its condition expects',
    ]);
  });

  it('takes an http(s) URL, a stored upload or a data: URL as a question image', () => {
    expect(issues({ ...base, questions: [text({ imageUrl: 'ftp://x.org/a.png' })] })).toEqual([
      'questions.0.imageUrl: question 1: the image URL must be an http(s) URL or an uploaded image',
    ]);
    for (const imageUrl of ['https://x.org/a.png', '/api/images/0b9d6c1e-8c1f-4a57-9a43-0d0c3f1d2e4a', 'data:image/png;base64,iVBOR', '']) {
      expect(issues({ ...base, questions: [text({ imageUrl })] })).toEqual([]);
    }
  });
});

describe('parseStoredQuestions', () => {
  it('reads a stored list and rejects one that is not a question list', () => {
    expect(parseStoredQuestions([text()])[0]?.text).toBe('Name?');
    expect(() => parseStoredQuestions([{ type: 'nope' }])).toThrow();
  });
});
