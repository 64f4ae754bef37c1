/** The files of GET /api/admin/export-data (a ZIP of CSVs) and their columns. */
import { SURVEY_CSV_COLUMNS, USER_CSV_COLUMNS } from './csv';

export const COLLECTION_CSV_COLUMNS = ['userId', 'userEmail', 'puzzlePieceId', 'puzzlePieceName', 'qrCode', 'collectedAt'] as const;
export const SCAN_CSV_COLUMNS = ['userId', 'userEmail', 'code', 'result', 'at'] as const;
export const SURVEY_EXPORT_CSV_COLUMNS = [...SURVEY_CSV_COLUMNS, 'questionnaireId', 'pointsEarned'] as const;
export const LEADERBOARD_CSV_COLUMNS = ['rank', 'userId', 'userName', 'email', 'totalPoints', 'percentile', 'completedAt'] as const;
export const EVENT_CSV_COLUMNS = ['id', 'name', 'description', 'status', 'startDate', 'endDate', 'prizeTiers'] as const;

export const EXPORT_FILES = {
  users: { name: 'users.csv', columns: USER_CSV_COLUMNS },
  collection: { name: 'collection.csv', columns: COLLECTION_CSV_COLUMNS },
  scans: { name: 'scans.csv', columns: SCAN_CSV_COLUMNS },
  surveyResponses: { name: 'survey-responses.csv', columns: SURVEY_EXPORT_CSV_COLUMNS },
  leaderboard: { name: 'leaderboard.csv', columns: LEADERBOARD_CSV_COLUMNS },
  events: { name: 'events.csv', columns: EVENT_CSV_COLUMNS },
} as const;

/** A scan in scans.csv: a collected piece, or a wrong code. */
export type ScanResult = 'collected' | 'invalid';

/** campus-hunt-export-{YYYY-MM-DD}.zip, the date in UTC. */
export function exportFileName(date: Date): string {
  return `campus-hunt-export-${date.toISOString().slice(0, 10)}.zip`;
}
