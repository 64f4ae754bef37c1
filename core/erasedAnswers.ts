import { RATING_VALUES, answerKey, isChoiceType, type Answer, type Question, type SurveyAnswers } from './questions';

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
