import type { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import type { FairPlayStudentDto } from '../../core/admin';
import { toCsv } from '../../core/csv';
import { EXPORT_FILES, exportFileName, type FAIR_PLAY_CSV_COLUMNS } from '../../core/exportFiles';
import { presentAdminUser, presentEvent, presentSurveyResponse } from '../presenters/admin';
import { presentFairPlayStudents } from '../presenters/fairPlay';
import { listCollectionForExport, listScansForExport } from '../repos/exports';
import { listSurveyResponsesForAdmin } from '../repos/surveyResponses';
import { listUsersWithCollectionCount } from '../repos/users';
import { listEventsWithTiers } from './adminEvents';
import { fairPlayReview } from './fairPlay';
import { fullLeaderboard } from './leaderboard';
import type { Deps } from './types';

export interface ExportArchive {
  fileName: string;
  stream: Readable;
}

/**
 * Every CSV of the export, each written with core's toCsv (formulas neutralised). Reading every
 * row at once is fine at a campus event's scale; the ZIP itself is streamed.
 */
async function exportFiles(deps: Deps): Promise<{ name: string; csv: string }[]> {
  const { db } = deps;
  const [users, collection, scans, responses, leaderboard, events, review] = await Promise.all([
    listUsersWithCollectionCount(db),
    listCollectionForExport(db),
    listScansForExport(db),
    listSurveyResponsesForAdmin(db),
    fullLeaderboard(deps),
    listEventsWithTiers(deps),
    fairPlayReview(deps),
  ]);
  const { users: u, collection: c, scans: s, surveyResponses: r, leaderboard: l, events: e, fairPlay: f } = EXPORT_FILES;
  return [
    { name: u.name, csv: toCsv(users.map((row) => ({ ...presentAdminUser(row) })), u.columns) },
    {
      name: c.name,
      csv: toCsv(
        collection.map((row) => ({
          userId: row.user_id,
          userEmail: row.user_email,
          puzzlePieceId: row.puzzle_piece_id,
          puzzlePieceName: row.puzzle_piece_name,
          qrCode: row.qr_code,
          collectedAt: row.collected_at,
          claimedAt: row.claimed_at,
        })),
        c.columns,
      ),
    },
    {
      name: s.name,
      csv: toCsv(scans.map((row) => ({ userId: row.user_id, userEmail: row.user_email, code: row.code, result: row.result, at: row.at })), s.columns),
    },
    { name: r.name, csv: toCsv(responses.map((row) => ({ ...presentSurveyResponse(row) })), r.columns) },
    { name: l.name, csv: toCsv(leaderboard.map((entry) => ({ ...entry })), l.columns) },
    { name: e.name, csv: toCsv(events.map((event) => ({ ...presentEvent(event) })), e.columns) },
    { name: f.name, csv: toCsv(fairPlayRows(presentFairPlayStudents(review.students, review.marks)), f.columns) },
  ];
}

type FairPlayCsvRow = Record<(typeof FAIR_PLAY_CSV_COLUMNS)[number], string | number | null>;

function fairPlayRows(students: readonly FairPlayStudentDto[]): FairPlayCsvRow[] {
  return students.flatMap(({ userId, email, disqualifiedAt, marks }) => {
    const student = { userId, userEmail: email, disqualifiedAt };
    const noMark = { markId: null, kind: null, qrCode: null, pieceName: null, evidence: null, collectedAt: null, claimedAt: null, delaySeconds: null, markedAt: null };
    if (marks.length === 0) return [{ ...student, ...noMark }];
    return marks.map((mark): FairPlayCsvRow => ({
      ...student,
      markId: mark.id,
      kind: mark.kind,
      qrCode: mark.qrCode,
      pieceName: mark.pieceName,
      evidence: JSON.stringify(mark.evidence),
      collectedAt: mark.collectedAt,
      claimedAt: mark.claimedAt,
      delaySeconds: mark.delaySeconds,
      markedAt: mark.createdAt,
    }));
  });
}

/** The organiser's full export: a ZIP of CSVs, streamed as it is compressed. */
export async function buildExportArchive(deps: Deps, now = new Date()): Promise<ExportArchive> {
  const files = await exportFiles(deps);
  const archive = new ZipArchive({ zlib: { level: 6 } });
  for (const file of files) archive.append(file.csv, { name: file.name, date: now });
  // Not awaited: the archive only finishes while the response reads it. Failures surface as
  // the stream's 'error', which Koa handles for a streamed body.
  archive.finalize().catch((error: unknown) => deps.logger.warn({ err: error }, 'export archive failed'));
  return { fileName: exportFileName(now), stream: archive };
}
