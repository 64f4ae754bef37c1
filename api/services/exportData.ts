import type { Position } from '../leaderboard/rankingIndex';
import type { MarkedStudentRow, MarkRow } from '../repos/fairPlay';
import { listCollectionForExport, listScansForExport, type CollectionExportRow, type ScanExportRow } from '../repos/exports';
import { listQuestionnairesWithResponseCount } from '../repos/questionnaires';
import { listSurveyResponsesForAdmin, type SurveyResponseForAdmin } from '../repos/surveyResponses';
import type { QuestionnaireRow } from '../../db/rows';
import { listUsersWithCollectionCount, type UserWithCollectionCount } from '../repos/users';
import { listEventsWithTiers, type EventWithTiers } from './adminEvents';
import { fairPlayReview } from './fairPlay';
import { fullRanking } from './leaderboard';
import { standings, type Standing } from './standings';
import type { Deps } from '../deps';

/** Everything 'Export All Data' holds, as stored; presenters/exportData.ts makes the CSVs of it. */
export interface ExportData {
  users: UserWithCollectionCount[];
  /** Each user's standing on the current board. */
  standingOf: (user: UserWithCollectionCount) => Standing;
  collection: CollectionExportRow[];
  scans: ScanExportRow[];
  surveyResponses: SurveyResponseForAdmin[];
  /** Each has a sheet of its own, a column per question. */
  questionnaires: QuestionnaireRow[];
  leaderboard: Position[];
  events: EventWithTiers[];
  fairPlay: { students: MarkedStudentRow[]; marks: MarkRow[] };
}

/** Reads every row of the export at once: fine at a campus event's scale (the ZIP itself is streamed). */
export async function readExportData(deps: Deps): Promise<ExportData> {
  const { db } = deps;
  const [users, collection, scans, surveyResponses, questionnaires, events, fairPlay, standingOf] = await Promise.all([
    listUsersWithCollectionCount(db),
    listCollectionForExport(db),
    listScansForExport(db),
    listSurveyResponsesForAdmin(db),
    listQuestionnairesWithResponseCount(db),
    listEventsWithTiers(deps),
    fairPlayReview(deps),
    standings(deps),
  ]);
  return { users, standingOf, collection, scans, surveyResponses, questionnaires, leaderboard: fullRanking(deps), events, fairPlay };
}
