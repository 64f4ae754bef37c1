import { i18n } from '@lingui/core';
import type { SurveyResponseAdminDto } from '../../../core/admin';
import { answerKey, type Answer, type ParticipantQuestion } from '../../../core/questions';

export interface AnswerRow {
  key: string;
  question: string;
  answer: string;
}

export function answerText(answer: Answer): string {
  return Array.isArray(answer) ? answer.join(', ') : answer;
}

/**
 * A response's answers in question order, as 'question text → answer'. Unanswered (or hidden)
 * questions are left out; answers to questions that no longer exist keep a 'Question N' label.
 */
export function answerRows(questions: readonly Pick<ParticipantQuestion, 'text'>[], responses: SurveyResponseAdminDto['responses']): AnswerRow[] {
  const known = questions.flatMap((question, index) => {
    const answer = responses[answerKey(index)];
    return answer === undefined ? [] : [{ key: answerKey(index), question: question.text, answer: answerText(answer) }];
  });
  const extra = Object.entries(responses)
    .filter(([key]) => {
      const index = Number(key.slice(1));
      return !(key.startsWith('q') && Number.isInteger(index) && index >= 0 && index < questions.length);
    })
    .sort(([a], [b]) => Number(a.slice(1)) - Number(b.slice(1)))
    .map(([key, answer]) => ({
      key,
      question: i18n._({ id: 'admin.questionnaires.questionNumber', message: 'Question {number}', values: { number: Number(key.slice(1)) + 1 } }),
      answer: answerText(answer),
    }));
  return [...known, ...extra];
}

/** '1 response received', 'N responses received' or 'No responses yet'. */
export function responsesCountText(count: number): string {
  return count === 0
    ? i18n._({ id: 'admin.questionnaires.noResponses', message: 'No responses yet' })
    : i18n._({ id: 'admin.questionnaires.responsesReceived', message: '{count, plural, one {# response} other {# responses}} received', values: { count } });
}
