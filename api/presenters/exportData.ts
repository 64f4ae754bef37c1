import type { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import type { Logger } from 'pino';
import type { FairPlayStudentDto } from '../../core/admin';
import { toCsv, type CsvValue } from '../../core/csv';
import { EXPORT_FILES, questionnaireCsv, questionnaireSheetName, userCsvRecord } from '../../core/exportFiles';
import { parseStoredQuestions } from '../../core/questionnaireSchema';
import type { QuestionnaireRow } from '../../db/rows';
import type { SurveyResponseForAdmin } from '../repos/surveyResponses';
import type { ExportData } from '../services/exportData';
import { presentAdminUser, presentEvent, presentSurveyResponse } from './admin';
import { presentFairPlayStudents } from './fairPlay';
import { presentLeaderboardEntry, type GroupNames } from './leaderboardEntry';
import { presentAdminTeam } from './teams';
import { rankEntries } from '../../core/ranking';
import type { TeamWithMemberRows } from '../services/adminTeams';

/** One CSV record: a value for each of the file's columns (others are left out). */
type CsvRecord<Columns extends readonly string[]> = Record<Columns[number], CsvValue>;

export interface ExportSheet {
  name: string;
  csv: string;
}

/** A file of the export, written with core's toCsv (formulas neutralised). */
function sheet<Columns extends readonly string[]>(file: { name: string; columns: Columns }, records: readonly CsvRecord<Columns>[]): ExportSheet {
  return { name: file.name, csv: toCsv(records, file.columns) };
}

/** The export's files: the admin shapes where the API has one, the stored rows otherwise. */
export function presentExportSheets(data: ExportData): ExportSheet[] {
  const { users, collection, scans, surveyResponses, leaderboard, events, fairPlay, hints, teams } = EXPORT_FILES;
  const names = groupNamesOf(data);
  return [
    sheet(users, data.users.map((user) => userCsvRecord(presentAdminUser(user, data.standingOf(user))))),
    sheet(
      collection,
      data.collection.map((row) => ({
        userId: row.user_id,
        userEmail: row.user_email,
        puzzlePieceId: row.puzzle_piece_id,
        puzzlePieceName: row.puzzle_piece_name,
        qrCode: row.qr_code,
        collectedAt: row.collected_at,
        claimedAt: row.claimed_at,
        source: row.source,
        latitude: row.position_latitude,
        longitude: row.position_longitude,
        accuracyM: row.position_accuracy_m,
      })),
    ),
    sheet(scans, data.scans.map((row) => ({ userId: row.user_id, userEmail: row.user_email, code: row.code, result: row.result, at: row.at }))),
    sheet(surveyResponses, data.surveyResponses.map(presentSurveyResponse)),
    ...data.questionnaires.map((questionnaire) => questionnaireSheet(questionnaire, data.surveyResponses)),
    // Everyone on the race board in rank order, e-mails in full.
    sheet(leaderboard, data.leaderboard.map((position) => presentLeaderboardEntry(position, '', 'full', data.prizes, names))),
    sheet(events, data.events.map(presentEvent)),
    sheet(fairPlay, fairPlayRecords(presentFairPlayStudents(data.fairPlay.students, data.fairPlay.marks))),
    sheet(
      hints,
      data.hintReveals.map((row) => ({
        userId: row.user_id,
        userEmail: row.user_email,
        puzzlePieceId: row.puzzle_piece_id,
        puzzlePieceName: row.puzzle_piece_name,
        hint: row.hint_index + 1,
        cost: row.cost,
        revealedAt: row.revealed_at,
      })),
    ),
    sheet(teams, teamRecords(data.teams)),
  ];
}

/** The names of the event's teams and divisions, for the places that name them. */
function groupNamesOf(data: ExportData): GroupNames {
  const teams = new Map(data.teams.map(({ team }) => [team.id, team.name]));
  const divisions = new Map(data.divisions.map((division) => [division.id, division.name]));
  return { teamName: (id) => (id === null ? null : (teams.get(id) ?? null)), divisionName: (id) => (id === null ? null : (divisions.get(id) ?? null)) };
}

type TeamRecord = CsvRecord<typeof EXPORT_FILES.teams.columns>;

/** Each team as the organisers see it, ranked by core's rule over its totals (a disqualified team last, unranked). */
function teamRecords(teams: readonly TeamWithMemberRows[]): TeamRecord[] {
  const rows = teams.map(({ team, members }) => ({ ...presentAdminTeam(team, members), emails: members.map((member) => member.email) }));
  const ranked = rankEntries(
    rows.filter((row) => row.disqualifiedAt === null).map((row) => ({ row, totalPoints: row.totalPoints, piecesFound: row.piecesFound, lastFoundAtMs: null, completedAtMs: row.completedAt ? Date.parse(row.completedAt) : null })),
  );
  const rankOf = new Map(ranked.map((place) => [place.entry.row.id, place.rank]));
  return [...ranked.map((place) => place.entry.row), ...rows.filter((row) => row.disqualifiedAt !== null)].map((row) => ({
    rank: rankOf.get(row.id) ?? null,
    teamId: row.id,
    name: row.name,
    joinCode: row.joinCode,
    members: row.emails.join(';'),
    totalPoints: row.totalPoints,
    piecesFound: row.piecesFound,
    completedAt: row.completedAt,
    disqualifiedAt: row.disqualifiedAt,
  }));
}

/** A questionnaire's answers as a sheet of their own, a column per question (core/exportFiles.ts). */
function questionnaireSheet(questionnaire: QuestionnaireRow, responses: readonly SurveyResponseForAdmin[]): ExportSheet {
  const own = responses.filter((response) => response.questionnaire_id === questionnaire.id).map(presentSurveyResponse);
  return { name: questionnaireSheetName(questionnaire.id, questionnaire.title), csv: questionnaireCsv(parseStoredQuestions(questionnaire.questions), own) };
}

type FairPlayRecord = CsvRecord<typeof EXPORT_FILES.fairPlay.columns>;

/** One record per open mark, and one for each disqualified student without any. */
function fairPlayRecords(students: readonly FairPlayStudentDto[]): FairPlayRecord[] {
  return students.flatMap(({ userId, email, disqualifiedAt, marks }): FairPlayRecord[] => {
    const student = { userId, userEmail: email, disqualifiedAt };
    const noMark = { markId: null, kind: null, qrCode: null, pieceName: null, evidence: null, collectedAt: null, claimedAt: null, delaySeconds: null, source: null, markedAt: null };
    if (marks.length === 0) return [{ ...student, ...noMark }];
    return marks.map((mark) => ({
      ...student,
      markId: mark.id,
      kind: mark.kind,
      qrCode: mark.qrCode,
      pieceName: mark.pieceName,
      evidence: JSON.stringify(mark.evidence),
      collectedAt: mark.collectedAt,
      claimedAt: mark.claimedAt,
      delaySeconds: mark.delaySeconds,
      source: mark.source,
      markedAt: mark.createdAt,
    }));
  });
}

/** The sheets as one ZIP, streamed as it is compressed; every file dated `now`. */
export function exportArchive(sheets: readonly ExportSheet[], now: Date, logger: Logger): Readable {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  for (const file of sheets) archive.append(file.csv, { name: file.name, date: now });
  // Not awaited: the archive only finishes while the response reads it. Failures surface as
  // the stream's 'error', which Koa handles for a streamed body.
  archive.finalize().catch((error: unknown) => logger.warn({ err: error }, 'export archive failed'));
  return archive;
}
