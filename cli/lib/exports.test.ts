import { describe, expect, it } from 'vitest';
import type { AdminUserDto, SurveyResponseAdminDto } from '../../core/admin';
import * as web from '../../web/lib/admin/exports';
import { localDate, surveysCsv, surveysFileName, usersCsv, usersFileName } from './exports';

const users: AdminUserDto[] = [
  { id: 'u1', email: 'pat@campus.edu', firstName: '=HYPERLINK("x")', lastName: 'Player, Jr', role: 'user', collectionCount: 3, createdAt: '2026-05-01T09:00:00.000Z', profileImageUrl: null },
  { id: 'u2', email: 'boss@campus.edu', firstName: null, lastName: null, role: 'admin', collectionCount: 0, createdAt: '2026-05-02T09:00:00.000Z', profileImageUrl: 'https://x/y.png' },
];
const responses: SurveyResponseAdminDto[] = [
  { id: 1, userId: 'u1', userEmail: 'pat@campus.edu', questionnaireId: 4, questionnaireTitle: '+Quiz "one"', responses: { q0: '@home', q1: ['a', 'b'] }, submittedAt: '2026-05-03T10:00:00.000Z', pointsEarned: 5 },
];

describe('CLI exports', () => {
  it('are byte for byte the admin panel’s CSV files', () => {
    expect(usersCsv(users)).toBe(web.usersCsv(users));
    expect(surveysCsv(responses)).toBe(web.surveysCsv(responses));
    expect(surveysCsv([])).toBe(web.surveysCsv([]));
    const date = new Date(2026, 4, 9, 23, 30);
    expect([usersFileName(date), surveysFileName(date), localDate(date)]).toEqual([web.usersFileName(date), web.surveysFileName(date), '2026-05-09']);
  });

  it('neutralise formulas', () => {
    expect(usersCsv(users)).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
