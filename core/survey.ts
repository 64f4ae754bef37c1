import type { Answer, ParticipantQuestion, Question, SurveyAnswers } from './questions';
import { answerKey, isChoiceType } from './questions';

type VisibilityQuestion = Pick<ParticipantQuestion, 'showIf'>;

function answerMatches(answer: Answer | undefined, expected: Answer): boolean {
  if (answer === undefined) return false;
  const expectedList = Array.isArray(expected) ? expected : [expected];
  const answers = Array.isArray(answer) ? answer : [answer];
  return expectedList.some((value) => answers.includes(value));
}

/**
 * Which questions are shown. A question with showIf is visible only when the referenced
 * earlier question is itself visible and its answer matches expectedAnswer (any match for a
 * list, inclusion for a list answer). A reference to a later question hides it.
 */
export function visibleQuestions(questions: readonly VisibilityQuestion[], answers: SurveyAnswers): boolean[] {
  const visible: boolean[] = [];
  questions.forEach((question, index) => {
    const condition = question.showIf;
    if (!condition) {
      visible.push(true);
      return;
    }
    const ref = condition.questionIndex;
    visible.push(ref < index && visible[ref] === true && answerMatches(answers[answerKey(ref)], condition.expectedAnswer));
  });
  return visible;
}

export function isAnswered(answer: Answer | undefined): boolean {
  if (answer === undefined) return false;
  if (Array.isArray(answer)) return answer.length > 0;
  return answer.trim().length > 0;
}

/** How many visible required questions are still unanswered. */
export function countMissingRequired(
  questions: readonly Pick<ParticipantQuestion, 'showIf' | 'required'>[],
  answers: SurveyAnswers,
): number {
  const visible = visibleQuestions(questions, answers);
  return questions.filter((q, i) => visible[i] && q.required && !isAnswered(answers[answerKey(i)])).length;
}

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
 * Points for a whole submission: correct graded answers earn `points`, wrong ones lose
 * `negativePoints`, unanswered and hidden questions earn nothing.
 */
export function gradeSubmission(questions: readonly Question[], answers: SurveyAnswers): number {
  const visible = visibleQuestions(questions, answers);
  return questions.reduce((total, question, index) => {
    const answer = answers[answerKey(index)];
    if (!question.isGraded || !visible[index] || !isAnswered(answer) || answer === undefined) return total;
    return total + (isCorrect(question, answer) ? question.points : -question.negativePoints);
  }, 0);
}
