import { z } from 'zod';
import { RATING_VALUES, answerKey, isChoiceType, type Answer, type Question, type SurveyAnswers } from './questions';
import { singleLineText } from './text';

/**
 * Erasing an account (docs/privacy.md, "Erasure"): the rules the API, the dashboard and the CLI
 * share. What survives an erasure is decided here, without I/O; the SQL that applies it is
 * api/repos/erasure.ts.
 */

/** DELETE /api/user: the caller types their own e-mail, so a stray click or a forged request erases nothing. */
export const eraseAccountSchema = z.object({
  confirm: singleLineText('confirm').max(320, 'confirm is too long'),
});
export type EraseAccountRequest = z.infer<typeof eraseAccountSchema>;

/** Whether what was typed is the account's e-mail (surrounding spaces and letter case aside). */
export function confirmsErasure(typed: string, email: string): boolean {
  return typed.trim().toLowerCase() === email.trim().toLowerCase();
}

export const ERASE_CONFIRMATION_MESSAGE = 'To delete your account, type your e-mail address exactly as you sign in with it.';
export const LAST_ADMIN_MESSAGE = 'The last administrator cannot be erased: promote another organiser first.';

/** POST /api/admin/events/{id}/purge: how many participants of the event were erased. */
export interface EventPurgeDto {
  eventId: number;
  erasedUsers: number;
}

/**
 * The answers an erased student leaves behind: those picked from the question's own list (radio,
 * checkbox, dropdown) and ratings, which are the same words for everyone who picked them. Every
 * answer typed in (text, long text, number, phone, e-mail) could name or describe its author and
 * goes, as does anything that is no longer one of the question's choices.
 */
export function answersKeptAfterErasure(questions: readonly Pick<Question, 'type' | 'choices'>[], answers: SurveyAnswers): SurveyAnswers {
  const kept: SurveyAnswers = {};
  questions.forEach((question, index) => {
    const key = answerKey(index);
    const answer = answers[key];
    if (answer !== undefined && isAnswerFromList(question, answer)) kept[key] = answer;
  });
  return kept;
}

function isAnswerFromList(question: Pick<Question, 'type' | 'choices'>, answer: Answer): boolean {
  const allowed = question.type === 'rating' ? RATING_VALUES : isChoiceType(question.type) ? question.choices : null;
  if (!allowed) return false;
  return (Array.isArray(answer) ? answer : [answer]).every((value) => allowed.includes(value));
}
