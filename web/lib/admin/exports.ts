import type { AdminUserDto, SurveyResponseAdminDto } from '../../../core/admin';
import { SURVEY_CSV_COLUMNS, USER_CSV_COLUMNS, toCsv } from '../../../core/csv';

/** YYYY-MM-DD in the organiser's own time zone (the day they pressed the button). */
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

/** Characters no file system accepts in a name. */
const UNSAFE_FILE_CHARS = new Set(['\\', '/', ':', '*', '?', '"', '<', '>', '|']);

/** QR-{code}-{piece name}.png, with characters a file name cannot hold (and control characters) replaced by '-'. */
export function qrFileName(code: string, pieceName: string): string {
  const name = `QR-${code}-${pieceName}.png`;
  return [...name].map((char) => (UNSAFE_FILE_CHARS.has(char) || char.charCodeAt(0) < 0x20 ? '-' : char)).join('');
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
