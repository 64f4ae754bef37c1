import type { AdminUserDto, SurveyResponseAdminDto } from '../../core/admin';
import { SURVEY_CSV_COLUMNS, USER_CSV_COLUMNS, toCsv } from '../../core/csv';

/**
 * The admin panel's two CSV downloads, made the same way (core/csv.ts: same columns, RFC 4180,
 * formulas neutralised) from the same admin API lists. csv.test.ts pins them to the web's files.
 */
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

/** YYYY-MM-DD in the organiser's time zone, as the web names its downloads. */
export function localDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export const usersFileName = (date: Date) => `users-export-${localDate(date)}.csv`;
export const surveysFileName = (date: Date) => `survey-responses-${localDate(date)}.csv`;
