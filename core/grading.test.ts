import { describe, it, expect } from 'vitest';
import { isCorrect } from './grading';
import type { Answer, Question, QuestionType, ShowIf, SurveyAnswers } from './questions';
import { evaluateSubmission } from './survey';
import { makeQuestion as q } from './testing/questions';

const showIf = (questionIndex: number, expectedAnswer: Answer): ShowIf => ({ questionIndex, expectedAnswer });

/** Points for a submission, read first as the API reads it. */
function points(questions: readonly Question[], answers: SurveyAnswers): number {
  const submission = evaluateSubmission(questions, answers);
  if (!submission.ok) throw new Error(`unexpected problem: ${submission.problem.message}`);
  return submission.points;
}

const graded = (type: QuestionType, correctAnswer: Answer | null, extra: Partial<Question> = {}) =>
  q({ type, correctAnswer, isGraded: true, points: 10, negativePoints: 3, ...extra });

describe('isCorrect: text-like types', () => {
  it.each(['text', 'longtext', 'phone', 'email'] as const)('%s compares trimmed and case-insensitive', (type) => {
    const question = graded(type, ' Paris ');
    expect(isCorrect(question, 'paris')).toBe(true);
    expect(isCorrect(question, '  PARIS\t')).toBe(true);
    expect(isCorrect(question, 'London')).toBe(false);
    expect(isCorrect(question, 'Pari s')).toBe(false);
  });

  it.each(['text', 'longtext', 'phone', 'email'] as const)('%s respects caseSensitive', (type) => {
    const question = graded(type, 'Paris', { caseSensitive: true });
    expect(isCorrect(question, ' Paris ')).toBe(true);
    expect(isCorrect(question, 'paris')).toBe(false);
  });

  it('is wrong when a list is given for a text question', () => {
    expect(isCorrect(graded('text', 'a'), ['a'])).toBe(false);
  });

  it('is wrong when there is no correct answer', () => {
    expect(isCorrect(graded('text', null), 'anything')).toBe(false);
  });
});

describe('isCorrect: number', () => {
  const question = graded('number', '10');

  it('compares numerically', () => {
    expect(isCorrect(question, '10')).toBe(true);
    expect(isCorrect(question, '10.0')).toBe(true);
    expect(isCorrect(question, ' 10 ')).toBe(true);
    expect(isCorrect(question, '1e1')).toBe(true);
    expect(isCorrect(question, '11')).toBe(false);
  });

  it('is wrong for blank or non-numeric answers', () => {
    expect(isCorrect(question, '')).toBe(false);
    expect(isCorrect(question, '  ')).toBe(false);
    expect(isCorrect(question, 'abc')).toBe(false);
    expect(isCorrect(question, '10abc')).toBe(false);
  });

  it("does not read a blank answer as 0 when the correct answer is '0'", () => {
    expect(isCorrect(graded('number', '0'), '')).toBe(false);
    expect(isCorrect(graded('number', '0'), ' ')).toBe(false);
    expect(isCorrect(graded('number', '0'), '0')).toBe(true);
  });

  it("treats '0' and '0.0' as the same number", () => {
    expect(isCorrect(graded('number', '0.0'), '0')).toBe(true);
    expect(isCorrect(graded('number', '0.0'), '0.1')).toBe(false);
  });
});

describe('isCorrect: radio and dropdown', () => {
  it.each(['radio', 'dropdown'] as const)('%s compares exactly', (type) => {
    const question = graded(type, 'Blue');
    expect(isCorrect(question, 'Blue')).toBe(true);
    expect(isCorrect(question, 'blue')).toBe(false);
    expect(isCorrect(question, ' Blue')).toBe(false);
    expect(isCorrect(question, 'Red')).toBe(false);
  });

  it('ignores caseSensitive false for choices', () => {
    expect(isCorrect(graded('radio', 'Blue', { caseSensitive: false }), 'BLUE')).toBe(false);
  });
});

describe('isCorrect: checkbox', () => {
  const question = graded('checkbox', ['A', 'C']);

  it('compares as a set, order irrelevant', () => {
    expect(isCorrect(question, ['A', 'C'])).toBe(true);
    expect(isCorrect(question, ['C', 'A'])).toBe(true);
  });

  it('is wrong with a missing choice', () => {
    expect(isCorrect(question, ['A'])).toBe(false);
  });

  it('is wrong with an extra choice', () => {
    expect(isCorrect(question, ['A', 'B', 'C'])).toBe(false);
  });

  it('is wrong with a different choice of the same count', () => {
    expect(isCorrect(question, ['A', 'B'])).toBe(false);
  });

  it('accepts a single string on either side as a one-item set', () => {
    expect(isCorrect(graded('checkbox', 'A'), ['A'])).toBe(true);
    expect(isCorrect(graded('checkbox', ['A']), 'A')).toBe(true);
    expect(isCorrect(graded('checkbox', ['A']), 'B')).toBe(false);
  });
});

describe('isCorrect: rating', () => {
  it('compares the rating string exactly', () => {
    const question = graded('rating', '4');
    expect(isCorrect(question, '4')).toBe(true);
    expect(isCorrect(question, '5')).toBe(false);
    expect(isCorrect(question, '4.0')).toBe(false);
    expect(isCorrect(question, ' 4')).toBe(false);
  });
});

describe('evaluateSubmission: points', () => {
  it('earns points for a correct answer', () => {
    expect(points([graded('text', 'Paris')], { q0: 'paris' })).toBe(10);
  });

  it('subtracts negativePoints for a wrong answer', () => {
    expect(points([graded('text', 'Paris')], { q0: 'Rome' })).toBe(-3);
  });

  it('earns 0 for an unanswered question, not a penalty', () => {
    const questions = [graded('text', 'Paris'), graded('checkbox', ['A'])];
    expect(points(questions, {})).toBe(0);
    expect(points(questions, { q0: '   ', q1: [] })).toBe(0);
  });

  it('earns nothing for a hidden graded question, right or wrong', () => {
    const questions = [q({ type: 'radio', choices: ['Yes', 'No'] }), graded('text', 'Paris', { showIf: showIf(0, 'Yes') })];
    expect(points(questions, { q0: 'No', q1: 'Paris' })).toBe(0);
    expect(points(questions, { q0: 'No', q1: 'Rome' })).toBe(0);
    expect(points(questions, { q0: 'Yes', q1: 'Paris' })).toBe(10);
  });

  it('earns nothing for a question that is not graded', () => {
    const question = q({ type: 'text', correctAnswer: 'Paris', points: 10, negativePoints: 3, isGraded: false });
    expect(points([question], { q0: 'Paris' })).toBe(0);
    expect(points([question], { q0: 'Rome' })).toBe(0);
  });

  it('totals a whole questionnaire of every type', () => {
    const questions: Question[] = [
      graded('text', 'Turing', { points: 5, negativePoints: 1 }), //       q0 right  +5
      graded('longtext', 'hello world', { points: 2 }), //                   q1 right  +2
      graded('number', '42', { points: 4, negativePoints: 2 }), //          q2 wrong  -2
      graded('phone', '555-0100', { points: 1 }), //                         q3 blank   0
      graded('email', 'a@b.edu', { points: 3 }), //                          q4 right  +3
      graded('radio', 'B', { points: 6, negativePoints: 4, choices: ['A', 'B', 'C'] }), // q5 wrong -4
      graded('checkbox', ['X', 'Y'], { points: 8, choices: ['X', 'Y', 'Z'] }), //       q6 right +8
      graded('dropdown', 'Two', { points: 7, negativePoints: 0, choices: ['One', 'Two'] }), // q7 wrong 0
      graded('rating', '5', { points: 1 }), //                               q8 right  +1
      q({ type: 'text', required: true }), //                                 q9 survey only
      graded('text', 'secret', { points: 50, negativePoints: 50, showIf: showIf(5, 'B') }), // q10 hidden
    ];
    const answers: SurveyAnswers = {
      q0: ' turing ',
      q1: 'Hello World',
      q2: '41',
      q3: '',
      q4: 'A@B.EDU',
      q5: 'C',
      q6: ['Y', 'X'],
      q7: 'One',
      q8: '5',
      q9: 'I liked it',
      q10: 'wrong',
    };
    expect(points(questions, answers)).toBe(5 + 2 - 2 + 0 + 3 - 4 + 8 + 0 + 1);
  });

  it('can total below zero', () => {
    const questions = [graded('text', 'a'), graded('text', 'b')];
    expect(points(questions, { q0: 'x', q1: 'y' })).toBe(-6);
  });

  it('is 0 for an empty questionnaire', () => {
    expect(points([], {})).toBe(0);
  });
});

describe("points on the participant's questions", () => {
  it('are not counted: those questions carry no correct answer', () => {
    const { correctAnswer: _hidden, caseSensitive: _case, ...participant } = graded('text', 'Paris');
    const submission = evaluateSubmission([participant], { q0: 'Paris' });
    expect(submission).toEqual({ ok: true, answers: { q0: 'Paris' }, missingRequired: [], points: 0 });
  });
});
