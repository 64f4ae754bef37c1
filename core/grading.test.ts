import { describe, it, expect } from 'vitest';
import { gradeQuestion, isCorrect, totalPoints, type QuestionResult } from './grading';
import type { Answer, Question, QuestionType, ShowIf, SurveyAnswers } from './questions';
import { evaluateSubmission } from './survey';
import { makeQuestion as q } from './testing/questions';

const showIf = (questionIndex: number, expectedAnswer: Answer): ShowIf => ({ questionIndex, expectedAnswer });

/** A submission read as the API reads it (the test fails on a problem). */
function gradedSubmission(questions: readonly Question[], answers: SurveyAnswers) {
  const submission = evaluateSubmission(questions, answers);
  if (!submission.ok) throw new Error(`unexpected problem: ${submission.problem.message}`);
  return submission;
}

/** Points for a submission. */
const points = (questions: readonly Question[], answers: SurveyAnswers): number => gradedSubmission(questions, answers).points;

/** The per-question results of a submission. */
const results = (questions: readonly Question[], answers: SurveyAnswers): QuestionResult[] => gradedSubmission(questions, answers).results;

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
    // The total is the results' sum, one result per shown graded question.
    expect(results(questions, answers).map((result) => [result.questionIndex, result.points])).toEqual([
      [0, 5], [1, 2], [2, -2], [3, 0], [4, 3], [5, -4], [6, 8], [7, 0], [8, 1],
    ]);
  });

  it('can total below zero', () => {
    const questions = [graded('text', 'a'), graded('text', 'b')];
    expect(points(questions, { q0: 'x', q1: 'y' })).toBe(-6);
  });

  it('is 0 for an empty questionnaire', () => {
    expect(points([], {})).toBe(0);
  });
});

describe('gradeQuestion', () => {
  it('gives a right answer its points', () => {
    expect(gradeQuestion(graded('radio', 'B', { points: 2 }), 4, 'B')).toEqual({ questionIndex: 4, answered: true, correct: true, points: 2 });
  });

  it('takes negativePoints away for a wrong answer', () => {
    expect(gradeQuestion(graded('radio', 'B', { points: 2, negativePoints: 1 }), 0, 'A')).toEqual({ questionIndex: 0, answered: true, correct: false, points: -1 });
  });

  it('scores a wrong answer that costs nothing as a plain 0', () => {
    const result = gradeQuestion(graded('radio', 'B', { negativePoints: 0 }), 0, 'A');
    expect(result).toEqual({ questionIndex: 0, answered: true, correct: false, points: 0 });
    expect(Object.is(result.points, 0)).toBe(true);
  });

  it('gives an unanswered question no verdict and no points, whatever the answer would have been', () => {
    const unanswered = { questionIndex: 1, answered: false, correct: null, points: 0 };
    expect(gradeQuestion(graded('text', 'Paris'), 1, undefined)).toEqual(unanswered);
    expect(gradeQuestion(graded('text', 'Paris'), 1, '  ')).toEqual(unanswered);
    expect(gradeQuestion(graded('checkbox', ['A']), 1, [])).toEqual(unanswered);
    // A question whose correct answer is blank-looking still gives a blank answer no verdict.
    expect(gradeQuestion(graded('number', '0'), 1, '')).toEqual(unanswered);
  });

  it('grades a checkbox as a set', () => {
    const question = graded('checkbox', ['A', 'C'], { points: 4, negativePoints: 1 });
    expect(gradeQuestion(question, 2, ['C', 'A'])).toMatchObject({ correct: true, points: 4 });
    expect(gradeQuestion(question, 2, ['A'])).toMatchObject({ correct: false, points: -1 });
    expect(gradeQuestion(question, 2, ['A', 'B', 'C'])).toMatchObject({ correct: false, points: -1 });
  });

  it('grades text trimmed and regardless of case, unless caseSensitive', () => {
    expect(gradeQuestion(graded('text', 'Paris'), 0, '  pARIS ')).toMatchObject({ answered: true, correct: true, points: 10 });
    expect(gradeQuestion(graded('text', 'Paris', { caseSensitive: true }), 0, 'paris')).toMatchObject({ answered: true, correct: false, points: -3 });
  });
});

describe('evaluateSubmission: results', () => {
  const questions: Question[] = [
    graded('radio', 'B', { points: 2, negativePoints: 1, choices: ['A', 'B'], required: true }), // q0
    graded('text', 'Turing', { points: 3, negativePoints: 1 }), //                               q1
    q({ type: 'rating', required: true }), //                                                    q2, not graded
    graded('checkbox', ['X', 'Y'], { points: 4, negativePoints: 2, choices: ['X', 'Y', 'Z'] }), // q3
    graded('text', 'secret', { points: 9, negativePoints: 9, showIf: showIf(2, '5') }), //       q4, shown for a 5
  ];

  it('has one result per shown graded question, right, wrong and unanswered, adding up to the points', () => {
    const submission = gradedSubmission(questions, { q0: 'B', q1: 'Lovelace', q2: '3', q4: 'secret' });
    expect(submission.results).toEqual([
      { questionIndex: 0, answered: true, correct: true, points: 2 },
      { questionIndex: 1, answered: true, correct: false, points: -1 },
      { questionIndex: 3, answered: false, correct: null, points: 0 },
    ]);
    expect(submission.points).toBe(1);
    expect(totalPoints(submission.results)).toBe(submission.points);
  });

  it('grades a conditional graded question once it is shown', () => {
    expect(results(questions, { q0: 'A', q2: '5', q3: ['Y', 'X'], q4: ' SECRET ' })).toEqual([
      { questionIndex: 0, answered: true, correct: false, points: -1 },
      { questionIndex: 1, answered: false, correct: null, points: 0 },
      { questionIndex: 3, answered: true, correct: true, points: 4 },
      { questionIndex: 4, answered: true, correct: true, points: 9 },
    ]);
  });

  it('still grades what was answered when required questions are missing (the API refuses it before storing)', () => {
    const submission = gradedSubmission(questions, { q1: 'turing' });
    expect(submission.missingRequired).toEqual([0, 2]);
    expect(submission.results[1]).toEqual({ questionIndex: 1, answered: true, correct: true, points: 3 });
  });

  it('is empty for a questionnaire without graded questions', () => {
    expect(results([q({ required: true }), q({ type: 'rating' })], { q0: 'Hi', q1: '4' })).toEqual([]);
  });
});

describe("points on the participant's questions", () => {
  it('are not counted: those questions carry no correct answer', () => {
    const { correctAnswer: _hidden, caseSensitive: _case, ...participant } = graded('text', 'Paris');
    const submission = evaluateSubmission([participant], { q0: 'Paris' });
    expect(submission).toEqual({ ok: true, answers: { q0: 'Paris' }, missingRequired: [], results: [], points: 0 });
  });
});
