import { answerKey, type ParticipantQuestion, type SurveyAnswers } from '../../../core/questions';
import { isAnswered, visibleQuestions } from '../../../core/survey';

/** Only visible, answered questions are sent; hidden ones are neither required nor graded. */
export function responsesToSend(questions: readonly ParticipantQuestion[], answers: SurveyAnswers): SurveyAnswers {
  const visible = visibleQuestions(questions, answers);
  const responses: SurveyAnswers = {};
  questions.forEach((_, index) => {
    const key = answerKey(index);
    const answer = answers[key];
    if (visible[index] && answer !== undefined && isAnswered(answer)) responses[key] = answer;
  });
  return responses;
}
