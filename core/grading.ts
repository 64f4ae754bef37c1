import type { Answer, Question } from './questions';
import { isAnswered, isChoiceType } from './questions';

// Only the API's questions carry correct answers: they never reach a participant's browser.

/** Is this answer correct for this graded question? */
export function isCorrect(question: Pick<Question, 'type' | 'correctAnswer' | 'caseSensitive'>, answer: Answer): boolean {
  const expected = question.correctAnswer;
  if (expected == null) return false;
  if (question.type === 'checkbox') {
    const given = new Set(Array.isArray(answer) ? answer : [answer]);
    const wanted = new Set(Array.isArray(expected) ? expected : [expected]);
    return given.size === wanted.size && [...wanted].every((value) => given.has(value));
  }
  if (Array.isArray(answer) || Array.isArray(expected)) return false;
  if (question.type === 'number') {
    const a = Number(answer.trim());
    const b = Number(expected.trim());
    return answer.trim() !== '' && Number.isFinite(a) && Number.isFinite(b) && a === b;
  }
  if (isChoiceType(question.type) || question.type === 'rating') return answer === expected;
  const a = answer.trim();
  const b = expected.trim();
  return question.caseSensitive ? a === b : a.toLowerCase() === b.toLowerCase();
}

/**
 * How one shown graded question went, as the student may learn it: right or wrong and the points,
 * never the correct answer. A question left unanswered has no verdict at all, so leaving it blank
 * tells the student nothing about what the answer was.
 */
export type QuestionResult =
  | { questionIndex: number; answered: false; correct: null; points: 0 }
  | { questionIndex: number; answered: true; correct: boolean; points: number };

/** Grades one question: right earns `points`, wrong loses `negativePoints`, unanswered earns 0. */
export function gradeQuestion(
  question: Pick<Question, 'type' | 'correctAnswer' | 'caseSensitive' | 'points' | 'negativePoints'>,
  questionIndex: number,
  answer: Answer | undefined,
): QuestionResult {
  if (answer === undefined || !isAnswered(answer)) return { questionIndex, answered: false, correct: null, points: 0 };
  if (isCorrect(question, answer)) return { questionIndex, answered: true, correct: true, points: question.points };
  // 0 - 0 rather than -0, which JSON would write as 0 but a strict comparison would tell apart.
  return { questionIndex, answered: true, correct: false, points: 0 - question.negativePoints };
}

/** What a submission earns: the sum of its results, so the total and the results always agree. */
export function totalPoints(results: readonly QuestionResult[]): number {
  return results.reduce((sum, result) => sum + result.points, 0);
}
