import type { Deps } from '../deps';
import { listPiecesWithUsage, type PieceWithUsage } from '../repos/pieces';
import { listLinksWithPiece, type QrLinkWithPiece } from '../repos/qrLinks';
import { listQuestionnairesWithResponseCount, type QuestionnaireWithResponseCount } from '../repos/questionnaires';
import { listSurveyResponsesForAdmin, type SurveyResponseForAdmin } from '../repos/surveyResponses';
import { listUsersWithCollectionCount, type UserFilter, type UserWithCollectionCount } from '../repos/users';

/**
 * The organiser's tables as the admin pages list them, each with the counts beside its rows. Each
 * is one read; they pass through here so that a route reaches the data only through a service.
 */

export function listPiecesForAdmin(deps: Deps): Promise<PieceWithUsage[]> {
  return listPiecesWithUsage(deps.db);
}

export function listQrLinksForAdmin(deps: Deps): Promise<QrLinkWithPiece[]> {
  return listLinksWithPiece(deps.db);
}

export function listQuestionnairesForAdmin(deps: Deps): Promise<QuestionnaireWithResponseCount[]> {
  return listQuestionnairesWithResponseCount(deps.db);
}

/** Every response in the event (the current one unless named), newest first, or one questionnaire's. */
export function listSurveyResponses(deps: Deps, eventId: number | null, questionnaireId?: number): Promise<SurveyResponseForAdmin[]> {
  return listSurveyResponsesForAdmin(deps.db, eventId, questionnaireId);
}

/** Every user with their standing, pieces and marks in the event (the current one unless named). */
export function listUsersForAdmin(deps: Deps, eventId = deps.caches.events.currentEventId(), filter: UserFilter = {}): Promise<UserWithCollectionCount[]> {
  return listUsersWithCollectionCount(deps.db, eventId, filter);
}
