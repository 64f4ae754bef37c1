import { z } from 'zod';
import { DEFAULT_TRIGGER_COUNT, MAX_CHOICES, MAX_DB_INTEGER } from './constants';
import { isImageReference } from './imageTypes';
import { QUESTION_TYPES, RATING_VALUES, allowsCaseSensitive, isChoiceType, type Answer, type Question, type ShowIf } from './questions';
import { multiLineText, singleLineText } from './text';
import { worded } from './wording';

/**
 * The text rules a schema is built with. What admins and students send is checked (core/text.ts:
 * no control characters, single-line fields without newlines); a stored question list was
 * checked by the rules of its day and is read as it is, so tightening a rule never makes an
 * existing questionnaire unreadable (and its scans and submissions fail).
 */
interface TextRules {
  single(field: string, options?: { trim?: boolean }): z.ZodString;
  multi(field: string, options?: { trim?: boolean }): z.ZodString;
}
const INPUT_TEXT: TextRules = { single: singleLineText, multi: multiLineText };
const STORED_TEXT: TextRules = { single: () => z.string(), multi: () => z.string() };

function answerSchemaWith(text: TextRules): z.ZodType<Answer> {
  // Answers keep their white space (grading decides what counts); a longtext answer has newlines.
  const answerText = text.multi('answer', { trim: false });
  return z.union([answerText.max(5000), z.array(answerText.max(1000)).max(100)], {
    // zod says only 'Invalid input' when no branch fits: name what is wrong with the branch of the right type.
    error: (issue) => {
      if (issue.code !== 'invalid_union') return undefined;
      const ofRightType = issue.errors.find((issues) => issues[0] && issues[0].code !== 'invalid_type');
      return ofRightType?.[0]?.message ?? 'answer must be text or a list of texts';
    },
  });
}

function showIfSchemaWith(text: TextRules): z.ZodType<ShowIf> {
  return z.object({
    questionIndex: z.number().int().min(0),
    expectedAnswer: answerSchemaWith(text),
  });
}

/** One question as admins send it and as it is stored. 'question' is accepted as an alias of 'text'. */
function questionSchemaWith(text: TextRules) {
  return z
    .object({
      // Multi-line: a cipher may sit on a line of its own. Trimmed below, after the alias is chosen.
      text: text.multi('text', { trim: false }).optional(),
      question: text.multi('question', { trim: false }).optional(),
      type: z.enum(QUESTION_TYPES, { error: worded('type must be one of {types}', { types: QUESTION_TYPES.join(', ') }) }),
      required: z.boolean().default(false),
      isGraded: z.boolean().default(false),
      correctAnswer: answerSchemaWith(text).nullable().default(null),
      points: z.number().int().min(0, 'points must be at least 0').max(100_000).default(0),
      negativePoints: z.number().int().min(0, 'negativePoints must be at least 0').max(100_000).default(0),
      caseSensitive: z.boolean().default(false),
      choices: z.array(text.single('choice').max(500)).max(MAX_CHOICES).default([]),
      showIf: showIfSchemaWith(text).nullable().default(null),
      imageUrl: text.single('imageUrl', { trim: false }).max(700_000).nullable().default(null),
    })
    .transform((q, ctx): Question => {
      const questionText = (q.text ?? q.question ?? '').trim();
      if (!questionText) ctx.addIssue({ code: 'custom', path: ['text'], message: 'question text is required' });
      return { ...q, text: questionText, question: questionText, choices: isChoiceType(q.type) ? q.choices : [] };
    });
}

export const answerSchema = answerSchemaWith(INPUT_TEXT);
export const showIfSchema = showIfSchemaWith(INPUT_TEXT);
export const questionSchema = questionSchemaWith(INPUT_TEXT);
const storedQuestionsSchema = z.array(questionSchemaWith(STORED_TEXT));

function isBlank(answer: Answer | null): boolean {
  return answer == null || (Array.isArray(answer) ? answer.length === 0 : answer.trim() === '');
}

/** The answers a graded question can have: its choices, 1 to 5 for ratings, or anything (null) for free text. */
function possibleAnswers(question: Question): readonly string[] | null {
  if (isChoiceType(question.type)) return question.choices;
  if (question.type === 'rating') return RATING_VALUES;
  return null;
}

/**
 * A questionnaire as admins send it (the panel's builder, `hunt questionnaires import`, seed
 * files). The panel validates its form with this very schema, so the messages name the
 * question by number ('question 2 …'); the panel shows them capitalised.
 */
export const questionnaireInputSchema = z
  .object({
    title: singleLineText('title').min(1, 'title is required').max(200),
    description: multiLineText('description').max(2000).nullable().default(null),
    triggerCount: z.number().int().min(1, 'triggerCount must be at least 1').max(MAX_DB_INTEGER, 'triggerCount is too large').default(DEFAULT_TRIGGER_COUNT),
    /** Unlocked once this piece is held, instead of by the count; null (the default) for the count. */
    triggerPieceId: z
      .number({ error: 'triggerPieceId must be a number' })
      .int('triggerPieceId must be a whole number')
      .positive('triggerPieceId must be a positive number')
      .max(MAX_DB_INTEGER, 'triggerPieceId is too large')
      .nullable()
      .default(null),
    questions: z.array(questionSchema).min(1, 'a questionnaire needs at least one question').max(100),
    /** The event whose own questionnaire it is, null for every event's; left out, a new one is every event's and a replaced one keeps its event. */
    eventId: z
      .number({ error: 'eventId must be a number' })
      .int('eventId must be a whole number')
      .positive('eventId must be a positive number')
      .max(MAX_DB_INTEGER, 'eventId is too large')
      .nullable()
      .optional(),
  })
  .superRefine((input, ctx) => {
    input.questions.forEach((q, index) => {
      const n = index + 1;
      const at = (field: string) => ['questions', index, field];
      const choices = q.choices.filter(Boolean);
      if (isChoiceType(q.type) && choices.length === 0) {
        ctx.addIssue({ code: 'custom', path: at('choices'), message: worded('question {n} needs at least one choice', { n }) });
      } else if (new Set(choices).size !== choices.length) {
        ctx.addIssue({ code: 'custom', path: at('choices'), message: worded('question {n} has the same choice twice', { n }) });
      }
      if (q.isGraded && isBlank(q.correctAnswer)) {
        ctx.addIssue({ code: 'custom', path: at('correctAnswer'), message: worded('question {n} is graded and needs a correct answer', { n }) });
      } else if (q.isGraded && q.correctAnswer != null) {
        // A correct answer nobody can give would make the question impossible to earn.
        const options = possibleAnswers(q);
        const answers = Array.isArray(q.correctAnswer) ? q.correctAnswer : [q.correctAnswer];
        if (options && answers.some((answer) => !options.includes(answer))) {
          ctx.addIssue({ code: 'custom', path: at('correctAnswer'), message: worded('question {n}: the correct answer must be one of its options', { n }) });
        }
      }
      if (q.caseSensitive && !(q.isGraded && allowsCaseSensitive(q.type))) {
        ctx.addIssue({ code: 'custom', path: at('caseSensitive'), message: worded('question {n}: caseSensitive applies only to graded text-like questions', { n }) });
      }
      const image = q.imageUrl?.trim();
      if (image && !isImageReference(image)) {
        ctx.addIssue({ code: 'custom', path: at('imageUrl'), message: worded('question {n}: the image URL must be an http(s) URL or an uploaded image', { n }) });
      }
      if (q.showIf && q.showIf.questionIndex >= index) {
        ctx.addIssue({ code: 'custom', path: at('showIf'), message: worded('question {n} may only depend on an earlier question', { n }) });
      } else if (q.showIf && input.questions[q.showIf.questionIndex]?.isGraded) {
        // Participants receive every showIf, so a condition on a graded answer would reveal it.
        ctx.addIssue({ code: 'custom', path: at('showIf'), message: worded('question {n} may not depend on a graded question', { n }) });
      } else if (q.showIf && isBlank(q.showIf.expectedAnswer)) {
        ctx.addIssue({ code: 'custom', path: at('showIf'), message: worded('question {n} needs the answer its condition expects', { n }) });
      }
    });
  });
export type QuestionnaireInput = z.infer<typeof questionnaireInputSchema>;

/** Reads a stored question list: its shape must hold, its text is taken as stored. */
export function parseStoredQuestions(value: unknown): Question[] {
  return storedQuestionsSchema.parse(value);
}
