import type { Answer, Question } from './questions';
import { answerKey, isChoiceType } from './questions';
import type { Submission } from './survey';

// Only the API grades: correct answers never reach a participant's browser.

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
 * Points for a submission evaluateSubmission has read: correct graded answers earn `points`,
 * wrong ones lose `negativePoints`. Its answers are only the visible, answered ones, so
 * unanswered and hidden questions earn nothing without visibility being worked out again.
 */
export function gradeSubmission(questions: readonly Question[], submission: Submission): number {
  return questions.reduce((total, question, index) => {
    const answer = submission.answers[answerKey(index)];
    if (!question.isGraded || answer === undefined) return total;
    return total + (isCorrect(question, answer) ? question.points : -question.negativePoints);
  }, 0);
}
