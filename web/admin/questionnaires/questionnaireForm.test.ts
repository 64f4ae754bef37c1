import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/language';
import type { AdminQuestionnaireDto } from '../../../core/admin';
import { questionnaireInputSchema } from '../../../core/questionnaireSchema';
import {
  addChoice,
  answerOptions,
  changeType,
  emptyQuestionnaireForm,
  newQuestion,
  parsePoints,
  parseTriggerCount,
  questionnaireBody,
  questionnaireFormFrom,
  removeChoice,
  removeQuestion,
  renameChoice,
  showIfSources,
  validateQuestionnaireForm,
  type QuestionForm,
  type QuestionnaireForm,
} from './questionnaireForm';

beforeAll(() => activateLanguage('en', ['admin']));

const q = (over: Partial<QuestionForm>): QuestionForm => ({ ...newQuestion(over.type), text: 'Question?', ...over });
const form = (questions: QuestionForm[], over: Partial<QuestionnaireForm> = {}): QuestionnaireForm => ({
  title: 'Quiz',
  description: '',
  triggerCount: '1',
  triggerPieceId: '',
  questions,
  eventId: 'every',
  ...over,
});

describe('starting points', () => {
  it('a new questionnaire has one text question and trigger count 1', () => {
    const empty = emptyQuestionnaireForm();
    expect(empty.triggerCount).toBe('1');
    expect(empty.questions).toHaveLength(1);
    expect(empty.questions[0]?.type).toBe('text');
  });

  it('choice questions start with one empty choice', () => {
    for (const type of ['radio', 'checkbox', 'dropdown'] as const) expect(newQuestion(type).choices).toEqual(['']);
    expect(newQuestion('text').choices).toEqual([]);
    expect(changeType(newQuestion('text'), 'radio').choices).toEqual(['']);
  });

  it('changing the type resets the correct answer and drops case sensitivity where it does not apply', () => {
    const changed = changeType(q({ isGraded: true, correctAnswer: 'Paris', caseSensitive: true }), 'checkbox');
    expect(changed.correctAnswer).toEqual([]);
    expect(changed.caseSensitive).toBe(false);
    expect(changeType(q({ caseSensitive: true }), 'number').caseSensitive).toBe(true);
  });
});

describe('choices', () => {
  it('can be added, renamed (following the correct answer) and removed while more than one exists', () => {
    let question = q({ type: 'radio', choices: ['A'], isGraded: true, correctAnswer: 'A' });
    question = addChoice(question);
    expect(question.choices).toEqual(['A', '']);
    question = renameChoice(question, 0, 'Alpha');
    expect(question.correctAnswer).toBe('Alpha');
    question = removeChoice(question, 0);
    expect(question.choices).toEqual(['']);
    expect(question.correctAnswer).toBe('');
    expect(removeChoice(question, 0).choices).toEqual(['']);
  });

  it('removing a ticked checkbox choice removes it from the correct answer', () => {
    const question = q({ type: 'checkbox', choices: ['A', 'B'], isGraded: true, correctAnswer: ['A', 'B'] });
    expect(removeChoice(question, 1).correctAnswer).toEqual(['A']);
  });
});

describe('removeQuestion', () => {
  it('keeps the last question', () => {
    expect(removeQuestion([q({})], 0)).toHaveLength(1);
  });

  it('drops conditions on the removed question and renumbers later ones', () => {
    const questions = [
      q({ text: 'one' }),
      q({ text: 'two' }),
      q({ text: 'three', showIf: { questionIndex: 1, expectedAnswer: 'x' } }),
      q({ text: 'four', showIf: { questionIndex: 2, expectedAnswer: 'y' } }),
      q({ text: 'five', showIf: { questionIndex: 0, expectedAnswer: 'z' } }),
    ];
    const after = removeQuestion(questions, 1);
    expect(after.map((item) => item.text)).toEqual(['one', 'three', 'four', 'five']);
    expect(after.map((item) => item.showIf?.questionIndex ?? null)).toEqual([null, null, 1, 0]);
  });
});

describe('conditions', () => {
  it('may refer only to earlier, ungraded questions', () => {
    const questions = [q({}), q({ isGraded: true }), q({}), q({})];
    expect(showIfSources(questions, 0)).toEqual([]);
    expect(showIfSources(questions, 3)).toEqual([0, 2]);
  });

  it('offer the choices, the ratings, or free text', () => {
    expect(answerOptions({ type: 'dropdown', choices: [' A ', '', 'B', 'A'] })).toEqual(['A', 'B']);
    expect(answerOptions({ type: 'rating', choices: [] })).toEqual(['1', '2', '3', '4', '5']);
    expect(answerOptions({ type: 'email', choices: [] })).toBeNull();
  });
});

describe('numbers', () => {
  it('trigger count is at least 1, and 1 if invalid', () => {
    expect(parseTriggerCount('3')).toBe(3);
    expect(parseTriggerCount('0')).toBe(1);
    expect(parseTriggerCount('-2')).toBe(1);
    expect(parseTriggerCount('abc')).toBe(1);
    expect(parseTriggerCount('')).toBe(1);
  });

  it('points are at least 0, and 0 if invalid', () => {
    expect(parsePoints('10')).toBe(10);
    expect(parsePoints('2.7')).toBe(2);
    expect(parsePoints('-5')).toBe(0);
    expect(parsePoints('')).toBe(0);
    expect(parsePoints('x')).toBe(0);
  });
});

describe('validateQuestionnaireForm', () => {
  it('accepts a plain survey', () => {
    expect(validateQuestionnaireForm(form([q({})]))).toBeNull();
  });

  it('needs a title and text for every question', () => {
    expect(validateQuestionnaireForm(form([q({})], { title: '  ' }))).toBe('Title is required');
    expect(validateQuestionnaireForm(form([q({}), q({ text: ' ' })]))).toBe('Question 2 needs text');
  });

  it("refuses control characters as the server does, naming the field and the question", () => {
    expect(validateQuestionnaireForm(form([q({})], { title: 'Quiz\u0000' }))).toBe('Title must not contain control characters');
    expect(validateQuestionnaireForm(form([q({}), q({ text: 'Bell \u0007' })]))).toBe('Question 2: text must not contain control characters');
  });

  it('needs distinct choices for choice questions', () => {
    expect(validateQuestionnaireForm(form([q({ type: 'radio', choices: [''] })]))).toBe('Question 1 needs at least one choice');
    expect(validateQuestionnaireForm(form([q({ type: 'radio', choices: ['A', 'A '] })]))).toBe('Question 1 has the same choice twice');
  });

  it('needs a correct answer among the options for graded questions', () => {
    expect(validateQuestionnaireForm(form([q({ isGraded: true })]))).toBe('Question 1 is graded and needs a correct answer');
    expect(validateQuestionnaireForm(form([q({ type: 'checkbox', choices: ['A'], isGraded: true, correctAnswer: [] })]))).toMatch(
      /needs a correct answer/,
    );
    expect(validateQuestionnaireForm(form([q({ type: 'radio', choices: ['A'], isGraded: true, correctAnswer: 'B' })]))).toMatch(
      /must be one of its options/,
    );
    expect(validateQuestionnaireForm(form([q({ type: 'rating', isGraded: true, correctAnswer: '4' })]))).toBeNull();
  });

  it('checks conditions', () => {
    const graded = q({ isGraded: true, correctAnswer: 'x' });
    expect(validateQuestionnaireForm(form([graded, q({ showIf: { questionIndex: 0, expectedAnswer: 'x' } })]))).toBe(
      'Question 2 may not depend on a graded question',
    );
    expect(validateQuestionnaireForm(form([q({}), q({ showIf: { questionIndex: 1, expectedAnswer: 'x' } })]))).toBe(
      'Question 2 may only depend on an earlier question',
    );
    expect(validateQuestionnaireForm(form([q({}), q({ showIf: { questionIndex: 0, expectedAnswer: '' } })]))).toBe(
      'Question 2 needs the answer its condition expects',
    );
  });

  it('refuses what the server refuses, checked by the same schema', () => {
    expect(validateQuestionnaireForm(form([q({})], { title: 'x'.repeat(201) }))).toMatch(/^Title: /);
    expect(validateQuestionnaireForm(form([q({ isGraded: true, correctAnswer: 'x', points: '100001' })]))).toMatch(/^Question 1: /);
    expect(validateQuestionnaireForm(form([q({ text: 'x'.repeat(10) }), q({ type: 'radio', choices: ['A', 'x'.repeat(501)] })]))).toMatch(/^Question 2: /);
  });

  it('checks the reference image URL', () => {
    expect(validateQuestionnaireForm(form([q({ imageUrl: 'ftp://x' })]))).toMatch(/image URL/);
    expect(validateQuestionnaireForm(form([q({ imageUrl: 'https://x.org/a.png' })]))).toBeNull();
  });
});

describe('questionnaireBody', () => {
  it('builds a body the server schema accepts', () => {
    const body = questionnaireBody(
      form(
        [
          q({ text: ' Colour? ', type: 'radio', choices: ['Red', ' Blue ', ''], required: true }),
          q({ text: 'Capital?', isGraded: true, correctAnswer: ' Paris ', points: '10', negativePoints: '-3', caseSensitive: true }),
          q({ text: 'Why blue?', type: 'longtext', showIf: { questionIndex: 0, expectedAnswer: 'Blue' }, imageUrl: ' ' }),
          q({ text: 'Pick', type: 'checkbox', choices: ['A', 'B'], isGraded: true, correctAnswer: ['B'], caseSensitive: true }),
        ],
        { description: ' ', triggerCount: '0' },
      ),
    );
    expect(body.description).toBeNull();
    expect(body.triggerCount).toBe(1);
    expect(body.questions[0]).toMatchObject({ text: 'Colour?', question: 'Colour?', choices: ['Red', 'Blue'], correctAnswer: null });
    expect(body.questions[1]).toMatchObject({ correctAnswer: 'Paris', points: 10, negativePoints: 0, caseSensitive: true, choices: [] });
    expect(body.questions[2]).toMatchObject({ showIf: { questionIndex: 0, expectedAnswer: 'Blue' }, imageUrl: null });
    expect(body.questions[3]).toMatchObject({ correctAnswer: ['B'], caseSensitive: false });
    expect(questionnaireInputSchema.safeParse(body).success).toBe(true);
  });

  it('never sends a condition on the first question, nor grading fields on ungraded ones', () => {
    const body = questionnaireBody(form([q({ showIf: { questionIndex: 0, expectedAnswer: 'x' }, points: '5', correctAnswer: 'x' })]));
    expect(body.questions[0]).toMatchObject({ showIf: null, points: 0, correctAnswer: null, caseSensitive: false });
  });

  it('round-trips a stored questionnaire', () => {
    const dto: AdminQuestionnaireDto = {
      id: 1,
      title: 'Quiz',
      description: null,
      triggerCount: 2,
      triggerPieceId: 9,
      responseCount: 0,
      eventId: 4,
      createdAt: '',
      updatedAt: '',
      questions: [
        {
          text: 'Pick',
          question: 'Pick',
          type: 'checkbox',
          required: true,
          isGraded: true,
          correctAnswer: 'A',
          points: 5,
          negativePoints: 1,
          caseSensitive: false,
          choices: ['A', 'B'],
          showIf: null,
          imageUrl: null,
        },
      ],
    };
    const loaded = questionnaireFormFrom(dto);
    expect(loaded.questions[0]?.correctAnswer).toEqual(['A']);
    expect(questionnaireBody(loaded)).toEqual({
      title: 'Quiz',
      description: null,
      triggerCount: 2,
      triggerPieceId: 9,
      questions: [{ ...dto.questions[0], correctAnswer: ['A'] }],
      eventId: 4,
    });
  });
});
