import { gradeQuestion, totalPoints, type QuestionResult } from './grading';
import type { Answer, ParticipantQuestion, Question, SurveyAnswers } from './questions';
import { RATING_VALUES, answerKey, isAnswered, isChoiceType } from './questions';
import { wording, type Wording } from './wording';

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

/**
 * Why a submission cannot be read at all; `message` is what the API answers with its 400, in
 * English, and `wording` its template and values, which the API words in the reader's language.
 */
export interface SubmissionProblem {
  kind: 'unknown_question' | 'wrong_shape' | 'not_a_choice' | 'not_a_rating';
  /** The answer key at fault, e.g. 'q3'. */
  key: string;
  message: string;
  wording: Wording;
}

function submissionProblem(kind: SubmissionProblem['kind'], key: string, { message, ...built }: Wording & { message: string }): SubmissionProblem {
  return { kind, key, message, wording: built };
}

/**
 * A submission read against its questions. `answers` holds only the visible, answered ones:
 * they are what is sent, stored and graded. Hidden questions are neither required nor graded.
 */
export interface Submission {
  ok: true;
  answers: SurveyAnswers;
  /** The indexes of the visible required questions left unanswered, in question order. */
  missingRequired: number[];
}

/** Read against the full questions (the API's): with the points it earns. */
export interface GradedSubmission extends Submission {
  /** One result per visible graded question, in question order (core/grading.ts `gradeQuestion`). */
  results: QuestionResult[];
  /** The sum of `results`' points: correct answers earn `points`, wrong ones lose `negativePoints`. */
  points: number;
}

export type SubmissionEvaluation<S extends Submission = Submission> = S | { ok: false; problem: SubmissionProblem };

/** What reading a submission needs: participants' questions do (they carry no correct answer). */
type EvaluatedQuestion = Pick<ParticipantQuestion, 'type' | 'required' | 'choices' | 'showIf'>;

/**
 * Reads a submission once for both sides, visibility worked out once: the page decides what to
 * send with it, the API what to store and how many points it earns, so they cannot disagree.
 * Only the API's questions carry correct answers, so only the API's reading has points.
 */
export function evaluateSubmission(questions: readonly Question[], responses: SurveyAnswers): SubmissionEvaluation<GradedSubmission>;
export function evaluateSubmission(questions: readonly EvaluatedQuestion[], responses: SurveyAnswers): SubmissionEvaluation;
export function evaluateSubmission(
  questions: readonly (EvaluatedQuestion | Question)[],
  responses: SurveyAnswers,
): SubmissionEvaluation<GradedSubmission> {
  for (const [key, answer] of Object.entries(responses)) {
    const problem = answerProblem(questions, key, answer);
    if (problem) return { ok: false, problem };
  }
  const visible = visibleQuestions(questions, responses);
  const answers: SurveyAnswers = {};
  const missingRequired: number[] = [];
  const results: QuestionResult[] = [];
  questions.forEach((question, index) => {
    if (!visible[index]) return;
    const key = answerKey(index);
    const answer = responses[key];
    if (isGradedQuestion(question)) results.push(gradeQuestion(question, index, answer));
    if (answer === undefined || !isAnswered(answer)) {
      if (question.required) missingRequired.push(index);
      return;
    }
    answers[key] = answer;
  });
  return { ok: true, answers, missingRequired, results, points: totalPoints(results) };
}

/** A full question (with its correct answer) that counts for points. */
function isGradedQuestion(question: EvaluatedQuestion | Question): question is Question {
  return 'correctAnswer' in question && question.isGraded;
}

/** The words for a submission with required questions left: the page's toast. */
export function missingRequiredMessage(missing: number): string {
  return `Please answer all required questions (${missing} remaining)`;
}

/**
 * The API's 400 for required questions left: the page's words, then the answer keys, as every
 * refusal of an answer names its key, so the page can mark the questions
 * (`missingRequiredOfRefusal` reads them back).
 */
export function missingRequiredRefusal(indexes: readonly number[]): string {
  return `${missingRequiredMessage(indexes.length)}: ${indexes.map(answerKey).join(', ')}`;
}

/** The question indexes a `missingRequiredRefusal` names; null for any other message. */
export function missingRequiredOfRefusal(message: string): number[] | null {
  const separator = message.indexOf(': ');
  if (separator < 0) return null;
  const indexes = message.slice(separator + 2).split(', ').map((key) => Number(key.slice(1)));
  // Read back only what the refusal writes, word for word.
  return missingRequiredRefusal(indexes) === message ? indexes : null;
}

/**
 * Every answer must belong to a question (even a hidden one: a stale answer is dropped, not
 * refused) and, when answered, have the question's shape.
 */
function answerProblem(questions: readonly EvaluatedQuestion[], key: string, answer: Answer): SubmissionProblem | null {
  const index = Number(key.slice(1));
  // 'q01' or 'q1.0' name no question, though Number() would read them as 1.
  const question = key === answerKey(index) ? questions[index] : undefined;
  if (!question) return submissionProblem('unknown_question', key, wording('{key} does not match a question', { key }));
  if (!isAnswered(answer)) return null;
  const isCheckbox = question.type === 'checkbox';
  if (Array.isArray(answer) !== isCheckbox) {
    return submissionProblem('wrong_shape', key, wording(isCheckbox ? '{key} must be a list of choices' : '{key} must be a single value', { key }));
  }
  const values = Array.isArray(answer) ? answer : [answer];
  if (isChoiceType(question.type) && values.some((value) => !question.choices.includes(value))) {
    return submissionProblem('not_a_choice', key, wording("{key} must be one of the question's choices", { key }));
  }
  if (question.type === 'rating' && !RATING_VALUES.includes(values[0] ?? '')) {
    return submissionProblem('not_a_rating', key, wording('{key} must be a rating from 1 to 5', { key }));
  }
  return null;
}
