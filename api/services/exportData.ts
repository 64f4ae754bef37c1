import type { PrizeTierRule } from '../../core/ranking';
import type { Position } from '../leaderboard/rankingIndex';
import type { MarkedStudentRow, MarkRow } from '../repos/fairPlay';
import { listCollectionForExport, listScansForExport, type CollectionExportRow, type ScanExportRow } from '../repos/exports';
import { listHintRevealsForExport, type HintRevealExportRow } from '../repos/hints';
import { listQuestionnairesWithResponseCount } from '../repos/questionnaires';
import { listSurveyResponsesForAdmin, type SurveyResponseForAdmin } from '../repos/surveyResponses';
import type { DivisionRow, EventRow, QuestionnaireRow } from '../../db/rows';
import { listDivisions } from '../repos/divisions';
import { teamsForAdmin, type TeamWithMemberRows } from './adminTeams';
import { listUsersWithCollectionCount, type UserWithCollectionCount } from '../repos/users';
import { listEventsWithTiers, type EventWithTiers } from './adminEvents';
import { fairPlayReview } from './fairPlay';
import { fullRanking } from './eventBoards';
import { standings, type Standing } from './standings';
import type { Deps } from '../deps';

/** Everything 'Export All Data' holds, as stored; presenters/exportData.ts makes the CSVs of it. */
export interface ExportData {
  /** The event the export is about: its play only. */
  event: EventRow;
  users: UserWithCollectionCount[];
  /** Each user's standing on the event's board. */
  standingOf: (user: UserWithCollectionCount) => Standing;
  collection: CollectionExportRow[];
  scans: ScanExportRow[];
  surveyResponses: SurveyResponseForAdmin[];
  /** Each has a sheet of its own, a column per question. */
  questionnaires: QuestionnaireRow[];
  leaderboard: Position[];
  /** The event's prize tiers, which the leaderboard's places reach. */
  prizes: readonly PrizeTierRule[];
  events: EventWithTiers[];
  fairPlay: { students: MarkedStudentRow[]; marks: MarkRow[] };
  hintReveals: HintRevealExportRow[];
  /** The event's teams with their members, and its divisions (the names beside the places). */
  teams: TeamWithMemberRows[];
  divisions: DivisionRow[];
}

/**
 * Reads every row of one event's export at once: fine at a campus event's scale (the ZIP itself
 * is streamed). Accounts and the events sheet are whole; the play is the event's.
 */
export async function readExportData(deps: Deps, event: EventRow): Promise<ExportData> {
  const { db } = deps;
  const span = { id: event.id, from: event.start_date, to: event.completed_at ?? (event.status === 'active' ? new Date() : event.end_date) };
  const [users, collection, scans, surveyResponses, questionnaires, events, fairPlay, standingOf, leaderboard, hintReveals] = await Promise.all([
    listUsersWithCollectionCount(db, event.id),
    listCollectionForExport(db, event.id),
    listScansForExport(db, span),
    listSurveyResponsesForAdmin(db, event.id),
    listQuestionnairesWithResponseCount(db),
    listEventsWithTiers(deps),
    fairPlayReview(deps, event.id),
    standings(deps, event.id),
    fullRanking(deps, event.id),
    listHintRevealsForExport(db, event.id),
  ]);
  const [teams, divisions] = await Promise.all([teamsForAdmin(deps, event.id), listDivisions(db, event.id)]);
  const prizes = deps.caches.events.prizeRulesOf(event.id);
  return { event, users, standingOf, collection, scans, surveyResponses, questionnaires, leaderboard, prizes, events, fairPlay, hintReveals, teams, divisions };
}
