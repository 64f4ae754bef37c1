// Pure types and helpers only: the scanner chunk imports this file, so no zod here.
import { RATING_MAX, RATING_MIN } from './constants';

export const QUESTION_TYPES = [
  'text', 'longtext', 'number', 'phone', 'email', 'radio', 'checkbox', 'dropdown', 'rating',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const CHOICE_TYPES: readonly QuestionType[] = ['radio', 'checkbox', 'dropdown'];
export const RATING_VALUES = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => String(RATING_MIN + i));

export function isChoiceType(type: QuestionType): boolean {
  return CHOICE_TYPES.includes(type);
}

/** caseSensitive applies only to graded questions that are neither choice nor rating. */
export function allowsCaseSensitive(type: QuestionType): boolean {
  return !isChoiceType(type) && type !== 'rating';
}

/** An answer: a string, or a list of strings for checkbox questions. */
export type Answer = string | string[];

export interface ShowIf {
  questionIndex: number;
  expectedAnswer: Answer;
}

/** A question as participants receive it: never with its correct answer. */
export interface ParticipantQuestion {
  text: string;
  type: QuestionType;
  required: boolean;
  isGraded: boolean;
  /** What a right answer to a graded question earns. */
  points: number;
  /** What a wrong answer to a graded question costs: a student weighs it before guessing. */
  negativePoints: number;
  choices: string[];
  showIf: ShowIf | null;
  imageUrl: string | null;
}

/** A question as stored and as admins see it. */
export interface Question extends ParticipantQuestion {
  /** The same as `text`: the admin API still accepts and sends it under this older name. */
  question: string;
  correctAnswer: Answer | null;
  caseSensitive: boolean;
}

export interface ParticipantQuestionnaire {
  id: number;
  title: string;
  description: string | null;
  triggerCount: number;
  questions: ParticipantQuestion[];
}

/** Survey answers keyed 'q0', 'q1', … by question index. */
export type SurveyAnswers = Record<string, Answer>;

export function answerKey(index: number): string {
  return `q${index}`;
}

/** Blank text and an empty list are no answer: they are neither required, stored nor graded. */
export function isAnswered(answer: Answer | undefined): boolean {
  if (answer === undefined) return false;
  if (Array.isArray(answer)) return answer.length > 0;
  return answer.trim().length > 0;
}
