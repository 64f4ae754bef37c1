import { i18n } from '@lingui/core';
import type { z } from 'zod';
import type { AdminQuestionnaireDto } from '../../../core/admin';
import { DEFAULT_TRIGGER_COUNT } from '../../../core/constants';
import { questionnaireInputSchema } from '../../../core/questionnaireSchema';
import { contentEventId, contentEventValue, EVERY_EVENT } from '../shared/ContentEventField';
import { coreText, zodWords } from '../shared/coreWords';
import { RATING_VALUES, allowsCaseSensitive, isChoiceType, type Answer, type Question, type QuestionType, type ShowIf } from '../../../core/questions';

/** One question in the builder. Numbers are kept as typed and parsed when the body is built. */
export interface QuestionForm {
  key: number;
  text: string;
  type: QuestionType;
  required: boolean;
  choices: string[];
  isGraded: boolean;
  /** '' when unset; a list for checkbox questions. */
  correctAnswer: Answer;
  points: string;
  negativePoints: string;
  caseSensitive: boolean;
  showIf: ShowIf | null;
  imageUrl: string;
}

export interface QuestionnaireForm {
  title: string;
  description: string;
  triggerCount: string;
  /** The piece that unlocks it (its id as text), or '' to unlock it by the count. */
  triggerPieceId: string;
  questions: QuestionForm[];
  /** The event whose own questionnaire it is (ContentEventField's value). */
  eventId: string;
}

export interface QuestionnaireBody {
  title: string;
  description: string | null;
  triggerCount: number;
  triggerPieceId: number | null;
  questions: Question[];
  eventId: number | null;
}

let nextKey = 1;

export function newQuestion(type: QuestionType = 'text'): QuestionForm {
  return {
    key: nextKey++,
    text: '',
    type,
    required: false,
    // Choice questions start with one empty choice.
    choices: isChoiceType(type) ? [''] : [],
    isGraded: false,
    correctAnswer: type === 'checkbox' ? [] : '',
    points: '0',
    negativePoints: '0',
    caseSensitive: false,
    showIf: null,
    imageUrl: '',
  };
}

export function emptyQuestionnaireForm(): QuestionnaireForm {
  return { title: '', description: '', triggerCount: String(DEFAULT_TRIGGER_COUNT), triggerPieceId: '', questions: [newQuestion()], eventId: EVERY_EVENT };
}

export function questionnaireFormFrom(dto: AdminQuestionnaireDto): QuestionnaireForm {
  return {
    title: dto.title,
    description: dto.description ?? '',
    triggerCount: String(dto.triggerCount),
    triggerPieceId: dto.triggerPieceId === null ? '' : String(dto.triggerPieceId),
    eventId: contentEventValue(dto.eventId),
    questions: dto.questions.map((q) => ({
      key: nextKey++,
      text: q.text,
      type: q.type,
      required: q.required,
      choices: isChoiceType(q.type) ? (q.choices.length ? [...q.choices] : ['']) : [],
      isGraded: q.isGraded,
      correctAnswer: answerForType(q.type, q.correctAnswer),
      points: String(q.points),
      negativePoints: String(q.negativePoints),
      caseSensitive: q.caseSensitive,
      showIf: q.showIf,
      imageUrl: q.imageUrl ?? '',
    })),
  };
}

function answerForType(type: QuestionType, answer: Answer | null): Answer {
  if (type === 'checkbox') return answer == null ? [] : Array.isArray(answer) ? [...answer] : [answer];
  return answer == null ? '' : Array.isArray(answer) ? (answer[0] ?? '') : answer;
}

/** A new type keeps the text and settings; choices start with one empty entry; the correct answer starts over. */
export function changeType(question: QuestionForm, type: QuestionType): QuestionForm {
  if (type === question.type) return question;
  return {
    ...question,
    type,
    choices: isChoiceType(type) ? (question.choices.length ? question.choices : ['']) : question.choices,
    correctAnswer: type === 'checkbox' ? [] : '',
    caseSensitive: allowsCaseSensitive(type) && question.caseSensitive,
  };
}

/** Renaming a choice renames it in the correct answer too. */
export function renameChoice(question: QuestionForm, index: number, value: string): QuestionForm {
  const old = question.choices[index];
  const choices = question.choices.map((choice, i) => (i === index ? value : choice));
  const rename = (answer: string) => (answer === old && old !== '' ? value : answer);
  const correctAnswer = Array.isArray(question.correctAnswer) ? question.correctAnswer.map(rename) : rename(question.correctAnswer);
  return { ...question, choices, correctAnswer };
}

export function addChoice(question: QuestionForm): QuestionForm {
  return { ...question, choices: [...question.choices, ''] };
}

/** A choice can be removed only while more than one exists; it leaves the correct answer too. */
export function removeChoice(question: QuestionForm, index: number): QuestionForm {
  if (question.choices.length <= 1) return question;
  const removed = question.choices[index];
  const correctAnswer = Array.isArray(question.correctAnswer)
    ? question.correctAnswer.filter((answer) => answer !== removed)
    : question.correctAnswer === removed
      ? ''
      : question.correctAnswer;
  return { ...question, choices: question.choices.filter((_, i) => i !== index), correctAnswer };
}

/**
 * A question can be removed only while more than one exists. Conditions on the removed question
 * are dropped and conditions on later questions follow their question's new position.
 */
export function removeQuestion(questions: readonly QuestionForm[], index: number): QuestionForm[] {
  if (questions.length <= 1) return [...questions];
  return questions
    .filter((_, i) => i !== index)
    .map((question) => {
      const condition = question.showIf;
      if (!condition || condition.questionIndex < index) return question;
      if (condition.questionIndex === index) return { ...question, showIf: null };
      return { ...question, showIf: { ...condition, questionIndex: condition.questionIndex - 1 } };
    });
}

/** Earlier, ungraded questions a condition may refer to (a condition on a graded answer would reveal it). */
export function showIfSources(questions: readonly QuestionForm[], index: number): number[] {
  return questions.slice(0, index).flatMap((question, i) => (question.isGraded ? [] : [i]));
}

/** The answers a condition can expect from a question: its choices, 1-5 for ratings, or null for free text. */
export function answerOptions(question: Pick<QuestionForm, 'type' | 'choices'>): string[] | null {
  if (isChoiceType(question.type)) return distinctChoices(question.choices);
  if (question.type === 'rating') return [...RATING_VALUES];
  return null;
}

function distinctChoices(choices: readonly string[]): string[] {
  return [...new Set(choices.map((choice) => choice.trim()).filter(Boolean))];
}

/** triggerCount is at least 1, and 1 when it is not a number. */
export function parseTriggerCount(value: string): number {
  const number = Math.floor(Number(value));
  return value.trim() && Number.isFinite(number) && number >= 1 ? number : DEFAULT_TRIGGER_COUNT;
}

/** points and negativePoints are whole numbers of at least 0, and 0 when not a number. */
export function parsePoints(value: string): number {
  const number = Math.floor(Number(value));
  return value.trim() && Number.isFinite(number) && number >= 0 ? number : 0;
}

/**
 * The first problem, or null, in the language on screen. The form is checked by the server's own
 * schema, run on the body it would send, so the panel refuses exactly what the server refuses;
 * the message is the server's, worded as the server words it (shared/coreWords.ts) and
 * capitalised, except for the product's own texts ('Title is required', 'Question N needs text').
 */
export function validateQuestionnaireForm(form: QuestionnaireForm): string | null {
  const parsed = questionnaireInputSchema.safeParse(questionnaireBody(form), zodWords(i18n));
  const issue = parsed.success ? undefined : parsed.error.issues[0];
  return issue ? formMessage(issue) : null;
}

function formMessage(issue: z.core.$ZodIssue): string {
  const [field, index, questionField] = issue.path;
  if (field === 'title' && issue.code === 'too_small') return i18n._({ id: 'admin.questionnaires.titleRequired', message: 'Title is required' });
  if (field === 'questions' && typeof index === 'number') {
    if (questionField === 'text' && issue.message === 'question text is required') {
      return i18n._({ id: 'admin.questionnaires.questionNeedsText', message: 'Question {number} needs text', values: { number: index + 1 } });
    }
    // The schema's own rules name the question by number ('question 2 may …'); zod's and the text
    // rules do not, though the alias field's start with its name ('question must not contain …').
    if (!new RegExp(`^question ${index + 1}\\b`).test(issue.message)) {
      return i18n._({ id: 'admin.questionnaires.questionProblem', message: 'Question {number}: {problem}', values: { number: index + 1, problem: coreText(i18n, issue.message) } });
    }
  }
  const problem = coreText(i18n, issue.message);
  // The field keeps its JSON name, as the server's refusal does ('title: …').
  const message = issue.code === 'custom' || !field ? problem : `${String(field)}: ${problem}`;
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/** The body of POST and PUT /api/admin/questionnaires (send it once validateQuestionnaireForm finds nothing). */
export function questionnaireBody(form: QuestionnaireForm): QuestionnaireBody {
  return {
    title: form.title.trim(),
    description: form.description.trim() || null,
    triggerCount: parseTriggerCount(form.triggerCount),
    triggerPieceId: form.triggerPieceId === '' ? null : Number(form.triggerPieceId),
    questions: form.questions.map((question, index) => questionBody(question, index)),
    eventId: contentEventId(form.eventId),
  };
}

function questionBody(question: QuestionForm, index: number): Question {
  const text = question.text.trim();
  const graded = question.isGraded;
  const correct = question.correctAnswer;
  return {
    text,
    question: text,
    type: question.type,
    required: question.required,
    isGraded: graded,
    correctAnswer: graded ? (Array.isArray(correct) ? [...correct] : correct.trim()) : null,
    points: graded ? parsePoints(question.points) : 0,
    negativePoints: graded ? parsePoints(question.negativePoints) : 0,
    caseSensitive: graded && allowsCaseSensitive(question.type) && question.caseSensitive,
    // Blank choices are dropped; a repeated one is left for validation to point out.
    choices: isChoiceType(question.type) ? question.choices.map((choice) => choice.trim()).filter(Boolean) : [],
    // The first question has no condition.
    showIf: index > 0 && question.showIf ? question.showIf : null,
    imageUrl: question.imageUrl.trim() || null,
  };
}
