/**
 * The export files: the ZIP of CSVs of GET /api/admin/export-data, and the two CSV downloads
 * the admin panel and `hunt export` build from the admin API's lists. Every CSV's columns are
 * listed here, and only here (core/csv.ts writes them).
 */
import type { AdminUserDto, SurveyResponseAdminDto } from './admin';
import { answerKey, type Answer } from './questions';
import { toCsv } from './csv';

/** points to prize: where the user stands on the current board (a rank, tier and prize only once they completed). */
export const USER_CSV_COLUMNS = ['id', 'email', 'firstName', 'lastName', 'role', 'collectionCount', 'createdAt', 'points', 'rank', 'completedAt', 'tier', 'prize', 'team', 'division'] as const;
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
export const LEADERBOARD_CSV_COLUMNS = [
  'rank', 'userId', 'userName', 'email', 'totalPoints', 'percentile', 'completedAt', 'piecesFound', 'lastFoundAt', 'tier', 'prize', 'team', 'division',
] as const;
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

/**
 * One row per team of the event, ranked as the team board ranks them (points count only members
 * not disqualified); `members` are their e-mails, separated by semicolons.
 */
export const TEAM_CSV_COLUMNS = ['rank', 'teamId', 'name', 'joinCode', 'members', 'totalPoints', 'piecesFound', 'completedAt', 'disqualifiedAt'] as const;

/** One row per hint a student revealed (`hint` counts from 1, as students see it). */
export const HINT_CSV_COLUMNS = ['userId', 'userEmail', 'puzzlePieceId', 'puzzlePieceName', 'hint', 'cost', 'revealedAt'] as const;

export const EXPORT_FILES = {
  users: { name: 'users.csv', columns: USER_CSV_COLUMNS },
  collection: { name: 'collection.csv', columns: COLLECTION_CSV_COLUMNS },
  scans: { name: 'scans.csv', columns: SCAN_CSV_COLUMNS },
  surveyResponses: { name: 'survey-responses.csv', columns: SURVEY_EXPORT_CSV_COLUMNS },
  leaderboard: { name: 'leaderboard.csv', columns: LEADERBOARD_CSV_COLUMNS },
  events: { name: 'events.csv', columns: EVENT_CSV_COLUMNS },
  fairPlay: { name: 'fair-play.csv', columns: FAIR_PLAY_CSV_COLUMNS },
  hints: { name: 'hints.csv', columns: HINT_CSV_COLUMNS },
  teams: { name: 'teams.csv', columns: TEAM_CSV_COLUMNS },
} as const;

/** The first columns of a questionnaire's own sheet; each question's column follows, headed by its text. */
export const QUESTIONNAIRE_CSV_LEAD_COLUMNS = ['userId', 'userEmail', 'submittedAt', 'pointsEarned'] as const;

/** A questionnaire's own sheet in the export: surveys/{id}-{title as a slug}.csv. */
export function questionnaireSheetName(id: number, title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return `surveys/${id}-${slug || 'questionnaire'}.csv`;
}

/**
 * Each question's column header: its text, or 'Question N' when it has none. Two questions
 * that read the same (or one that reads like a lead column) get their number after the text, so
 * every column has a header of its own.
 */
export function questionColumns(questions: readonly { text: string }[]): string[] {
  const taken = new Set<string>(QUESTIONNAIRE_CSV_LEAD_COLUMNS);
  return questions.map((question, index) => {
    const text = question.text.trim() || `Question ${index + 1}`;
    const header = taken.has(text) ? `${text} (${index + 1})` : text;
    taken.add(header);
    return header;
  });
}

/** An answer in a cell: a list as its items joined by '; ', a question left unanswered as empty. */
function answerCell(answer: Answer | undefined): string {
  if (answer === undefined) return '';
  return Array.isArray(answer) ? answer.join('; ') : answer;
}

type QuestionnaireResponse = Pick<SurveyResponseAdminDto, 'userId' | 'userEmail' | 'submittedAt' | 'pointsEarned' | 'responses'>;

/** A questionnaire's own sheet: one row per response, one column per question. */
export function questionnaireCsv(questions: readonly { text: string }[], responses: readonly QuestionnaireResponse[]): string {
  const headers = questionColumns(questions);
  const rows = responses.map((response) => {
    const row: Record<string, string | number> = {
      userId: response.userId,
      userEmail: response.userEmail,
      submittedAt: response.submittedAt,
      pointsEarned: response.pointsEarned,
    };
    headers.forEach((header, index) => (row[header] = answerCell(response.responses[answerKey(index)])));
    return row;
  });
  return toCsv(rows, [...QUESTIONNAIRE_CSV_LEAD_COLUMNS, ...headers]);
}

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

/** A user as users.csv writes them, in the ZIP and in the panel's and the CLI's downloads alike. */
export function userCsvRecord(user: AdminUserDto): Record<(typeof USER_CSV_COLUMNS)[number], string | number | null> {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    collectionCount: user.collectionCount,
    createdAt: user.createdAt,
    points: user.totalPoints,
    rank: user.rank,
    completedAt: user.completedAt,
    tier: user.tier,
    prize: user.prize,
    team: user.team,
    division: user.division,
  };
}

/** Users file: the USER_CSV_COLUMNS. */
export function usersCsv(users: readonly AdminUserDto[]): string {
  return toCsv(users.map(userCsvRecord), USER_CSV_COLUMNS);
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
