import type { Answer, Question } from './questions';
import { isChoiceType } from './questions';

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
