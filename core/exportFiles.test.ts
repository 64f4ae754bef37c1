import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { AdminUserDto, SurveyResponseAdminDto } from './admin';
import { EXPORT_FILES, SURVEY_CSV_COLUMNS, exportFileName, localDate, surveysCsv, surveysFileName, usersCsv, usersFileName } from './exportFiles';

describe('export files', () => {
  it('names the archive campus-hunt-export-{YYYY-MM-DD}.zip by the UTC date', () => {
    expect(exportFileName(new Date('2026-05-01T23:30:00.000Z'))).toBe('campus-hunt-export-2026-05-01.zip');
  });

  it('extends the survey file columns with questionnaireId and pointsEarned', () => {
    expect(EXPORT_FILES.surveyResponses.columns).toEqual([...SURVEY_CSV_COLUMNS, 'questionnaireId', 'pointsEarned']);
  });
});

describe('CSV file names', () => {
  const date = new Date(2025, 2, 7, 23, 30);

  it('dates the CSV files with the local day', () => {
    expect(localDate(date)).toBe('2025-03-07');
    expect(usersFileName(date)).toBe('users-export-2025-03-07.csv');
    expect(surveysFileName(date)).toBe('survey-responses-2025-03-07.csv');
  });
});

describe('usersCsv', () => {
  const users: AdminUserDto[] = [
    {
      id: 'u1',
      email: 'ada@campus.edu',
      firstName: '=HYPERLINK("x")',
      lastName: 'Lovelace, Countess',
      role: 'admin',
      collectionCount: 9,
      createdAt: '2025-01-02T03:04:05.000Z',
      profileImageUrl: 'https://example.org/a.png',
      disqualifiedAt: null,
      openMarks: 0,
      totalPoints: 35,
      completedAt: '2025-01-03T10:00:00.000Z',
      rank: 2,
      tier: 'Gold',
      prize: 'Gold Prize',
      team: 'Red Foxes',
      division: null,
    },
  ];

  it('has the export columns, quotes per RFC 4180 and neutralises formulas', () => {
    const csv = usersCsv(users);
    const [header, row] = parse(csv) as string[][];
    expect(header).toEqual(['id', 'email', 'firstName', 'lastName', 'role', 'collectionCount', 'createdAt', 'points', 'rank', 'completedAt', 'tier', 'prize', 'team', 'division']);
    expect(row).toEqual(['u1', 'ada@campus.edu', `'=HYPERLINK("x")`, 'Lovelace, Countess', 'admin', '9', '2025-01-02T03:04:05.000Z', '35', '2', '2025-01-03T10:00:00.000Z', 'Gold', 'Gold Prize', 'Red Foxes', '']);
    expect(csv).not.toContain('example.org');
  });

  it('writes an empty name as an empty cell', () => {
    const [, row] = parse(usersCsv([{ ...users[0]!, firstName: null, lastName: null }])) as string[][];
    expect(row?.slice(2, 4)).toEqual(['', '']);
  });
});

describe('surveysCsv', () => {
  it('writes the responses as JSON text', () => {
    const responses: SurveyResponseAdminDto[] = [
      {
        id: 1,
        userId: 'u1',
        userEmail: 'ada@campus.edu',
        questionnaireId: 4,
        questionnaireTitle: 'Feedback',
        responses: { q0: 'Great', q1: ['A', 'B'] },
        submittedAt: '2025-01-02T03:04:05.000Z',
        pointsEarned: 10,
      },
    ];
    const [header, row] = parse(surveysCsv(responses)) as string[][];
    expect(header).toEqual(['userId', 'userEmail', 'questionnaireTitle', 'responses', 'submittedAt']);
    expect(row).toEqual(['u1', 'ada@campus.edu', 'Feedback', '{"q0":"Great","q1":["A","B"]}', '2025-01-02T03:04:05.000Z']);
  });
});
