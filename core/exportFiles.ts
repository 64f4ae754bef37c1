/**
 * The export files: the ZIP of CSVs of GET /api/admin/export-data, and the two CSV downloads
 * the admin panel and `hunt export` build from the admin API's lists. Every CSV's columns are
 * listed here, and only here (core/csv.ts writes them).
 */
import type { AdminUserDto, SurveyResponseAdminDto } from './admin';
import { toCsv } from './csv';

export const USER_CSV_COLUMNS = ['id', 'email', 'firstName', 'lastName', 'role', 'collectionCount', 'createdAt'] as const;
export const SURVEY_CSV_COLUMNS = ['userId', 'userEmail', 'questionnaireTitle', 'responses', 'submittedAt'] as const;
/** `source`: camera, link or typed; the position is the device's, when it gave one, with its accuracy in metres. */
export const COLLECTION_CSV_COLUMNS = [
  'userId',
  'userEmail',
  'puzzlePieceId',
  'puzzlePieceName',
  'qrCode',
  'collectedAt',
  'claimedAt',
  'source',
  'latitude',
  'longitude',
  'accuracyM',
] as const;
export const SCAN_CSV_COLUMNS = ['userId', 'userEmail', 'code', 'result', 'at'] as const;
export const SURVEY_EXPORT_CSV_COLUMNS = [...SURVEY_CSV_COLUMNS, 'questionnaireId', 'pointsEarned'] as const;
export const LEADERBOARD_CSV_COLUMNS = ['rank', 'userId', 'userName', 'email', 'totalPoints', 'percentile', 'completedAt'] as const;
export const EVENT_CSV_COLUMNS = ['id', 'name', 'description', 'status', 'startDate', 'endDate', 'prizeTiers'] as const;
/** One row per open Fair Play mark, and one for each disqualified student without any. */
export const FAIR_PLAY_CSV_COLUMNS = [
  'userId',
  'userEmail',
  'disqualifiedAt',
  'markId',
  'kind',
  'qrCode',
  'pieceName',
  'evidence',
  'collectedAt',
  'claimedAt',
  'delaySeconds',
  'source',
  'markedAt',
] as const;

export const EXPORT_FILES = {
  users: { name: 'users.csv', columns: USER_CSV_COLUMNS },
  collection: { name: 'collection.csv', columns: COLLECTION_CSV_COLUMNS },
  scans: { name: 'scans.csv', columns: SCAN_CSV_COLUMNS },
  surveyResponses: { name: 'survey-responses.csv', columns: SURVEY_EXPORT_CSV_COLUMNS },
  leaderboard: { name: 'leaderboard.csv', columns: LEADERBOARD_CSV_COLUMNS },
  events: { name: 'events.csv', columns: EVENT_CSV_COLUMNS },
  fairPlay: { name: 'fair-play.csv', columns: FAIR_PLAY_CSV_COLUMNS },
} as const;

/** A scan in scans.csv: a collected piece, or a wrong code. */
export type ScanResult = 'collected' | 'invalid';

/** campus-hunt-export-{YYYY-MM-DD}.zip, the date in UTC. */
export function exportFileName(date: Date): string {
  return `campus-hunt-export-${date.toISOString().slice(0, 10)}.zip`;
}

/** YYYY-MM-DD in the organiser's own time zone (the day they pressed the button or ran the command). */
export function localDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function usersFileName(date: Date): string {
  return `users-export-${localDate(date)}.csv`;
}

export function surveysFileName(date: Date): string {
  return `survey-responses-${localDate(date)}.csv`;
}

/** Users file: id, email, firstName, lastName, role, collectionCount, createdAt. */
export function usersCsv(users: readonly AdminUserDto[]): string {
  const rows = users.map((user) => ({
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    collectionCount: user.collectionCount,
    createdAt: user.createdAt,
  }));
  return toCsv(rows, USER_CSV_COLUMNS);
}

/** Survey file: userId, userEmail, questionnaireTitle, responses (as JSON text), submittedAt. */
export function surveysCsv(responses: readonly SurveyResponseAdminDto[]): string {
  const rows = responses.map((response) => ({
    userId: response.userId,
    userEmail: response.userEmail,
    questionnaireTitle: response.questionnaireTitle,
    responses: JSON.stringify(response.responses),
    submittedAt: response.submittedAt,
  }));
  return toCsv(rows, SURVEY_CSV_COLUMNS);
}
