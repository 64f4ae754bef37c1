import type { SurveySubmitRequest } from '../../core/contracts';
import type { QuestionResult } from '../../core/grading';
import { parseStoredQuestions } from '../../core/questionnaireSchema';
import { evaluateSubmission, missingRequiredRefusal } from '../../core/survey';
import { AppError, badRequest, notFound, unauthorized } from '../errors';
import { holdEventGate } from '../repos/events';
import { findQuestionnaire, isQuestionnaireDue } from '../repos/questionnaires';
import { addPoints, insertSurveyResponse } from '../repos/surveyResponses';
import { lockUserForUpdate } from '../repos/users';
import { answeredByTeam, lockStudent, lockTeam, teamPlayOf } from '../repos/teams';
import type { Deps } from '../deps';

/** What a stored submission earned, and how each shown graded question went (the points add up). */
export interface SurveyOutcome {
  pointsEarned: number;
  results: QuestionResult[];
}

/**
 * Grades and stores one submission; what it earned. Only questionnaires the user's collection
 * has triggered may be answered, once each; grading happens here so correct answers never leave
 * the server.
 */
export async function submitSurvey(deps: Deps, userId: string, request: SurveySubmitRequest): Promise<SurveyOutcome> {
  const questionnaire = await findQuestionnaire(deps.db, request.questionnaireId);
  if (!questionnaire) throw notFound('Questionnaire not found');

  const questions = parseStoredQuestions(questionnaire.questions);
  const submission = evaluateSubmission(questions, request.responses);
  if (!submission.ok) throw badRequest(submission.problem.wording.template, submission.problem.wording.values);
  if (submission.missingRequired.length > 0) throw badRequest(missingRequiredRefusal(submission.missingRequired));
  const pointsEarned = submission.points;

  const scored = await deps.db.transaction(async (trx) => {
    // Answers score only while the hunt runs: after the whistle the board is final.
    const gate = await holdEventGate(trx);
    if (gate.state !== 'open') {
      throw new AppError('no_active_event', gate.state === 'over' ? 'The event is over: answers no longer count.' : 'The hunt is not running right now: answers are not accepted.');
    }
    // The student's own lock first, as a scan takes it: then the team's lock below is always
    // taken after it, and a scan and an answer of one student never wait on each other in a circle.
    await lockStudent(trx, userId);
    const user = await lockUserForUpdate(trx, userId);
    if (!user) throw unauthorized('Unauthorized');
    // Another event's own questionnaire is none of this event's.
    if (questionnaire.event_id !== null && questionnaire.event_id !== gate.eventId) throw notFound('Questionnaire not found');
    // Unlocked by what the student collected in this event.
    if (!(await isQuestionnaireDue(trx, gate.eventId, userId, questionnaire.id))) {
      throw new AppError('not_triggered', 'This questionnaire has not been unlocked yet');
    }
    // A team answers once: its members' answers run one at a time, and the first one counts.
    const teamId = await teamPlayOf(trx, gate.eventId, userId);
    if (teamId !== null) {
      await lockTeam(trx, teamId);
      if (await answeredByTeam(trx, gate.eventId, questionnaire.id, teamId)) {
        throw new AppError('already_submitted', 'Your team has already answered this questionnaire');
      }
    }
    const stored = await insertSurveyResponse(trx, {
      event_id: gate.eventId,
      team_id: teamId,
      user_id: userId,
      questionnaire_id: questionnaire.id,
      responses: submission.answers,
      points_earned: pointsEarned,
    });
    if (!stored) throw new AppError('already_submitted', 'You have already submitted this questionnaire');
    return addPoints(trx, gate.eventId, userId, pointsEarned);
  });
  // This instance shows the new score before answering, and tells the others after commit.
  if (scored) {
    deps.caches.users.forget(userId);
    deps.ranking.applyOwn(scored);
  }
  return { pointsEarned, results: submission.results };
}
