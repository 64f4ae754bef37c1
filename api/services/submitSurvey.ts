import type { SubmitResultDto, SurveySubmitRequest } from '../../core/contracts';
import { parseStoredQuestions } from '../../core/questionnaireSchema';
import { RATING_VALUES, answerKey, isChoiceType, type Question, type SurveyAnswers } from '../../core/questions';
import { countMissingRequired, gradeSubmission, isAnswered, visibleQuestions } from '../../core/survey';
import { AppError, badRequest, notFound } from '../errors';
import { countCollection } from '../repos/collection';
import { holdEventGate } from '../repos/events';
import { findQuestionnaire } from '../repos/questionnaires';
import { addPoints, insertSurveyResponse } from '../repos/surveyResponses';
import { lockUserForUpdate } from '../repos/users';
import type { Deps } from './types';

/**
 * Grades and stores one submission. Only questionnaires the user's collection has triggered
 * may be answered, once each; grading happens here so correct answers never leave the server.
 */
export async function submitSurvey(deps: Deps, userId: string, request: SurveySubmitRequest): Promise<SubmitResultDto> {
  const questionnaire = await findQuestionnaire(deps.db, request.questionnaireId);
  if (!questionnaire) throw notFound('Questionnaire not found');
  const collected = await countCollection(deps.db, userId);
  if (collected < questionnaire.trigger_count) {
    throw new AppError(403, 'not_triggered', 'This questionnaire has not been unlocked yet');
  }

  const questions = parseStoredQuestions(questionnaire.questions);
  const answers = visibleAnswers(questions, request.responses);
  const missing = countMissingRequired(questions, answers);
  if (missing > 0) throw badRequest(`Please answer all required questions (${missing} remaining)`);
  const pointsEarned = gradeSubmission(questions, answers);

  const scored = await deps.db.transaction(async (trx) => {
    // Answers score only while the hunt runs: after the whistle the board is final.
    const gate = await holdEventGate(trx);
    if (gate === 'over') throw new AppError(403, 'no_active_event', 'The event is over: answers no longer count.');
    if (gate === 'not_started') throw new AppError(403, 'no_active_event', 'The hunt is not running right now: answers are not accepted.');
    const user = await lockUserForUpdate(trx, userId);
    if (!user) throw new AppError(401, 'unauthorized', 'Unauthorized');
    const stored = await insertSurveyResponse(trx, {
      user_id: userId,
      questionnaire_id: questionnaire.id,
      responses: answers,
      points_earned: pointsEarned,
    });
    if (!stored) throw new AppError(409, 'already_submitted', 'You have already submitted this questionnaire');
    return addPoints(trx, userId, pointsEarned);
  });
  // The database tells every instance; this one shows the new score before answering.
  if (scored) {
    deps.caches.users.forget(userId);
    deps.ranking.applyOwn(scored);
  }
  return { pointsEarned };
}

/** Checks every answer against its question and keeps only the answers to visible questions. */
function visibleAnswers(questions: readonly Question[], responses: SurveyAnswers): SurveyAnswers {
  for (const key of Object.keys(responses)) {
    const index = Number(key.slice(1));
    const question = questions[index];
    const answer = responses[key];
    if (!question || answer === undefined) throw badRequest(`${key} does not match a question`);
    if (isAnswered(answer)) checkAnswerShape(question, key, answer);
  }
  const visible = visibleQuestions(questions, responses);
  const kept: SurveyAnswers = {};
  questions.forEach((_, index) => {
    const answer = responses[answerKey(index)];
    if (visible[index] && answer !== undefined) kept[answerKey(index)] = answer;
  });
  return kept;
}

function checkAnswerShape(question: Question, key: string, answer: string | string[]): void {
  const values = Array.isArray(answer) ? answer : [answer];
  if (Array.isArray(answer) !== (question.type === 'checkbox')) {
    throw badRequest(`${key} must be ${question.type === 'checkbox' ? 'a list of choices' : 'a single value'}`);
  }
  if (isChoiceType(question.type) && values.some((value) => !question.choices.includes(value))) {
    throw badRequest(`${key} must be one of the question's choices`);
  }
  if (question.type === 'rating' && !RATING_VALUES.includes(values[0] ?? '')) {
    throw badRequest(`${key} must be a rating from 1 to 5`);
  }
}
