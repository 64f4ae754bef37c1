import { describe, it, expect } from 'vitest';
import { isAnswered, type Answer, type ParticipantQuestion, type SurveyAnswers, type ShowIf } from './questions';
import {
  evaluateSubmission,
  missingRequiredMessage,
  missingRequiredOfRefusal,
  missingRequiredRefusal,
  visibleQuestions,
  type Submission,
} from './survey';
import { makeParticipantQuestion as p, makeQuestion as q } from './testing/questions';

const showIf = (questionIndex: number, expectedAnswer: Answer): ShowIf => ({ questionIndex, expectedAnswer });

describe('visibleQuestions', () => {
  it('shows questions without showIf whatever the answers', () => {
    expect(visibleQuestions([q(), q()], {})).toEqual([true, true]);
  });

  it('shows a question when a string answer equals the string expectation', () => {
    const questions = [q({ type: 'radio' }), q({ showIf: showIf(0, 'Yes') })];
    expect(visibleQuestions(questions, { q0: 'Yes' })).toEqual([true, true]);
    expect(visibleQuestions(questions, { q0: 'No' })).toEqual([true, false]);
  });

  it('compares exactly (case and spaces matter)', () => {
    const questions = [q({ type: 'radio' }), q({ showIf: showIf(0, 'Yes') })];
    expect(visibleQuestions(questions, { q0: 'yes' })[1]).toBe(false);
    expect(visibleQuestions(questions, { q0: 'Yes ' })[1]).toBe(false);
  });

  it('shows a question when the answer matches any value of an expected list', () => {
    const questions = [q({ type: 'dropdown' }), q({ showIf: showIf(0, ['Red', 'Blue']) })];
    expect(visibleQuestions(questions, { q0: 'Blue' })[1]).toBe(true);
    expect(visibleQuestions(questions, { q0: 'Red' })[1]).toBe(true);
    expect(visibleQuestions(questions, { q0: 'Green' })[1]).toBe(false);
  });

  it('shows a question when a checkbox answer includes the expected value', () => {
    const questions = [q({ type: 'checkbox' }), q({ showIf: showIf(0, 'Cats') })];
    expect(visibleQuestions(questions, { q0: ['Dogs', 'Cats'] })[1]).toBe(true);
    expect(visibleQuestions(questions, { q0: ['Dogs'] })[1]).toBe(false);
    expect(visibleQuestions(questions, { q0: [] })[1]).toBe(false);
  });

  it('shows a question when a checkbox answer and an expected list share a value', () => {
    const questions = [q({ type: 'checkbox' }), q({ showIf: showIf(0, ['Cats', 'Birds']) })];
    expect(visibleQuestions(questions, { q0: ['Dogs', 'Birds'] })[1]).toBe(true);
    expect(visibleQuestions(questions, { q0: ['Dogs', 'Fish'] })[1]).toBe(false);
  });

  it('hides a question whose referenced question is not answered', () => {
    const questions = [q({ type: 'radio' }), q({ showIf: showIf(0, 'Yes') })];
    expect(visibleQuestions(questions, {})[1]).toBe(false);
  });

  it('hides a question whose referenced question is itself hidden, even with a stale matching answer', () => {
    const questions = [
      q({ type: 'radio' }),
      q({ type: 'radio', showIf: showIf(0, 'Yes') }),
      q({ showIf: showIf(1, 'Deep') }),
    ];
    expect(visibleQuestions(questions, { q0: 'Yes', q1: 'Deep' })).toEqual([true, true, true]);
    expect(visibleQuestions(questions, { q0: 'No', q1: 'Deep' })).toEqual([true, false, false]);
  });

  it('hides a question that refers to itself or a later question', () => {
    const questions = [q({ showIf: showIf(0, 'x') }), q({ showIf: showIf(2, 'y') }), q()];
    expect(visibleQuestions(questions, { q0: 'x', q2: 'y' })).toEqual([false, false, true]);
  });

  it('hides a question that refers to a question that does not exist', () => {
    expect(visibleQuestions([q(), q({ showIf: showIf(7, 'x') })], { q7: 'x' })[1]).toBe(false);
  });
});

describe('isAnswered', () => {
  it('is false for nothing, blank text and an empty list', () => {
    expect(isAnswered(undefined)).toBe(false);
    expect(isAnswered('')).toBe(false);
    expect(isAnswered('   \n')).toBe(false);
    expect(isAnswered([])).toBe(false);
  });

  it('is true for text and for a list with a choice', () => {
    expect(isAnswered(' a ')).toBe(true);
    expect(isAnswered('0')).toBe(true);
    expect(isAnswered(['x'])).toBe(true);
  });
});

/** The evaluation of a well-formed submission (the test fails on a problem). */
function evaluated(questions: readonly ParticipantQuestion[], responses: SurveyAnswers): Submission {
  const evaluation = evaluateSubmission(questions, responses);
  if (!evaluation.ok) throw new Error(`unexpected problem: ${evaluation.problem.message}`);
  return evaluation;
}

const problemOf = (questions: readonly ParticipantQuestion[], responses: SurveyAnswers) => {
  const evaluation = evaluateSubmission(questions, responses);
  return evaluation.ok ? null : evaluation.problem;
};

describe('evaluateSubmission: missing required answers', () => {
  it('lists the unanswered required questions by index', () => {
    const questions = [q({ required: true }), q({ required: true }), q({ required: true })];
    expect(evaluated(questions, { q1: 'done' }).missingRequired).toEqual([0, 2]);
  });

  it('is empty when every required question is answered', () => {
    const questions = [q({ required: true }), q({ type: 'checkbox', choices: ['b'], required: true })];
    expect(evaluated(questions, { q0: 'a', q1: ['b'] }).missingRequired).toEqual([]);
  });

  it('counts blank text as missing', () => {
    expect(evaluated([q({ required: true })], { q0: '   ' }).missingRequired).toEqual([0]);
  });

  it('counts an empty checkbox list as missing', () => {
    expect(evaluated([q({ type: 'checkbox', required: true })], { q0: [] }).missingRequired).toEqual([0]);
  });

  it('does not count optional questions', () => {
    expect(evaluated([q({ required: false }), q({ required: true })], { q1: 'x' }).missingRequired).toEqual([]);
  });

  it('does not count hidden required questions', () => {
    const questions = [q({ type: 'radio', choices: ['Yes', 'No'], required: true }), q({ required: true, showIf: showIf(0, 'Yes') })];
    expect(evaluated(questions, { q0: 'No' }).missingRequired).toEqual([]);
    expect(evaluated(questions, { q0: 'Yes' }).missingRequired).toEqual([1]);
  });

  it('words the count as the page shows it', () => {
    expect(missingRequiredMessage(2)).toBe('Please answer all required questions (2 remaining)');
  });
});

describe("the API's refusal for required questions left", () => {
  it('names the questions by their answer keys after the words the page shows', () => {
    expect(missingRequiredRefusal([0, 3])).toBe('Please answer all required questions (2 remaining): q0, q3');
    expect(missingRequiredRefusal([12])).toBe('Please answer all required questions (1 remaining): q12');
  });

  it('is read back into the same indexes', () => {
    for (const indexes of [[0], [1, 4], [2, 10, 99]]) expect(missingRequiredOfRefusal(missingRequiredRefusal(indexes))).toEqual(indexes);
  });

  it('reads nothing from any other message', () => {
    for (const message of [
      'Please answer all required questions (1 remaining)',
      'Please answer all required questions (2 remaining): q1',
      'Please answer all required questions (1 remaining): q01',
      'Please answer all required questions (1 remaining): answer1',
      'q3 must be a rating from 1 to 5',
      'Failed to submit survey',
      '',
    ]) {
      expect(missingRequiredOfRefusal(message), message).toBeNull();
    }
  });
});

describe('evaluateSubmission: the answers kept', () => {
  // Participants' questions carry no correct answer: the page evaluates with these.
  const questions = [
    p({ type: 'radio', choices: ['Yes', 'No'] }),
    p({ showIf: { questionIndex: 0, expectedAnswer: 'Yes' } }),
    p({ type: 'checkbox', choices: ['A', 'B'] }),
    p({ type: 'rating' }),
  ];

  it('keeps answered visible questions, keyed q0, q1, …', () => {
    expect(evaluated(questions, { q0: 'Yes', q1: 'Because', q2: ['A'], q3: '4' })).toEqual({
      ok: true,
      answers: { q0: 'Yes', q1: 'Because', q2: ['A'], q3: '4' },
      missingRequired: [],
      results: [],
      points: 0,
    });
  });

  it('drops answers to hidden questions and blank answers', () => {
    expect(evaluated(questions, { q0: 'No', q1: 'Stale answer', q2: [], q3: '  ' }).answers).toEqual({ q0: 'No' });
  });

  it('keeps nothing from an empty submission', () => {
    expect(evaluated(questions, {})).toEqual({ ok: true, answers: {}, missingRequired: [], results: [], points: 0 });
  });
});

describe('evaluateSubmission: problems', () => {
  const questions = [
    q({ type: 'text' }),
    q({ type: 'radio', choices: ['A', 'B', 'C'] }),
    q({ type: 'rating' }),
    q({ type: 'checkbox', choices: ['X', 'Y', 'Z'] }),
    q({ type: 'dropdown', choices: ['One', 'Two'] }),
  ];

  it('refuses a key that names no question', () => {
    expect(problemOf(questions, { q0: 'a', q9: 'x' })).toMatchObject({ kind: 'unknown_question', key: 'q9', message: 'q9 does not match a question' });
    expect(problemOf(questions, { q01: 'a' })?.message).toBe('q01 does not match a question');
    expect(problemOf(questions, { answer0: 'a' })?.kind).toBe('unknown_question');
    expect(problemOf([], { q0: '' })?.kind).toBe('unknown_question');
  });

  it('refuses a list for a single-value question and a single value for a checkbox', () => {
    expect(problemOf(questions, { q0: ['Paris'] })).toMatchObject({ kind: 'wrong_shape', key: 'q0', message: 'q0 must be a single value' });
    expect(problemOf(questions, { q3: 'X' })).toMatchObject({ kind: 'wrong_shape', key: 'q3', message: 'q3 must be a list of choices' });
  });

  it("refuses a value outside a choice question's choices", () => {
    const notAChoice = { kind: 'not_a_choice', key: 'q1', message: "q1 must be one of the question's choices" };
    expect(problemOf(questions, { q1: 'D' })).toMatchObject(notAChoice);
    expect(problemOf(questions, { q1: 'b' })).toMatchObject(notAChoice);
    expect(problemOf(questions, { q3: ['X', 'W'] })?.message).toBe("q3 must be one of the question's choices");
    expect(problemOf(questions, { q4: 'Three' })?.message).toBe("q4 must be one of the question's choices");
  });

  it('refuses a rating outside 1 to 5', () => {
    for (const rating of ['0', '6', '4.0', ' 4', 'five']) {
      expect(problemOf(questions, { q2: rating })).toMatchObject({ kind: 'not_a_rating', key: 'q2', message: 'q2 must be a rating from 1 to 5' });
    }
    for (const rating of ['1', '2', '3', '4', '5']) expect(problemOf(questions, { q2: rating })).toBeNull();
  });

  it('does not check the shape of a blank answer: it counts as unanswered', () => {
    expect(problemOf(questions, { q1: '', q2: '  ', q3: [], q4: '' })).toBeNull();
    expect(problemOf(questions, { q0: [] })).toBeNull();
  });

  it('checks an answer to a hidden question too, then drops it', () => {
    const gated = [q({ type: 'radio', choices: ['Yes', 'No'] }), q({ type: 'rating', showIf: showIf(0, 'Yes') })];
    expect(problemOf(gated, { q0: 'No', q1: '9' })?.kind).toBe('not_a_rating');
    expect(evaluated(gated, { q0: 'No', q1: '3' }).answers).toEqual({ q0: 'No' });
  });

  it('reports the first problem in the order the answers came', () => {
    expect(problemOf(questions, { q2: '9', q1: 'D' })?.key).toBe('q2');
    expect(problemOf(questions, { q1: 'D', q2: '9' })?.key).toBe('q1');
  });
});
