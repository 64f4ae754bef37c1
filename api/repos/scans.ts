import type { Knex } from 'knex';
import { runPrepared } from '../../db/preparedQuery';
import type { ScanSource } from '../../core/contracts';
import type { Position, PositionError } from '../../core/place';
import type { SqlScanOutcome } from '../../core/scanOutcomes';
import type { QuestionnaireRow } from '../../db/rows';
import type { RankedUser } from '../leaderboard/rankingIndex';
import type { RankedUserRow } from './leaderboard';

export type DueQuestionnaire = Pick<QuestionnaireRow, 'id' | 'title' | 'description' | 'trigger_count' | 'trigger_piece_id' | 'questions'>;

export interface ScanCollectedOutcome {
  outcome: 'collected';
  piece: { id: number; name: string; imageUrl: string | null };
  /** This scan completed the collection (the team's, in a team event). */
  completed: boolean;
  /** This scan completed the student's team's collection. */
  teamCompleted: boolean;
  questionnaires: DueQuestionnaire[];
  /** The user's row on the race board (null while disqualified). */
  rankingRow: RankedUserRow | null;
}

export type ScanOutcome =
  | ScanCollectedOutcome
  | { outcome: Exclude<SqlScanOutcome, 'collected' | 'rate_limited'> }
  | { outcome: 'rate_limited'; retryAfterSeconds: number };

/** What the scan's checks need beyond the code (see db/functions/huntRecordScan.ts). */
export interface ScanChecks {
  position?: Position;
  positionError?: PositionError;
  claimedAt?: string;
  source?: ScanSource;
  displayVerified: boolean;
  maxSpeed: number;
  accuracyCapM: number;
  maxOfflineSeconds: number;
  minFindSeconds: number;
}

/** hunt_record_scan's answer as it comes: JSON, camelCase throughout. */
type StoredOutcome =
  | Exclude<ScanOutcome, ScanCollectedOutcome>
  | {
      outcome: 'collected';
      piece: ScanCollectedOutcome['piece'];
      completed: boolean;
      teamCompleted: boolean;
      questionnaires: { id: number; title: string; description: string | null; triggerCount: number; triggerPieceId: number | null; questions: unknown }[];
      /** The user as the ranking keeps them, with the times as JSON text. */
      rankingRow: (Omit<RankedUser, 'completedAtMs' | 'lastFoundAtMs'> & { completedAt: string | null; lastFoundAt: string }) | null;
    };

/** One scan as the scan functions take it. */
export interface ScanCall {
  userId: string;
  code: string;
  wrongCodeLimit: number;
  windowSeconds: number;
  checks: ScanChecks;
}

/**
 * Checks and collects a scanned code in one call of the hunt_record_scan function
 * (db/functions/huntRecordScan.ts): one round trip and one transaction, whatever the outcome. A
 * wrong code is stored before the answer comes back.
 */
export async function collectByCode(db: Knex, scan: ScanCall): Promise<ScanOutcome> {
  const rows = await runPrepared<{ result: StoredOutcome }>(db, 'hunt_record_scan', 'select hunt_record_scan($1, $2, $3, $4, $5) as result', [
    scan.userId,
    scan.code,
    scan.wrongCodeLimit,
    scan.windowSeconds,
    JSON.stringify(scan.checks),
  ]);
  const stored = rows[0]?.result;
  if (!stored) throw new Error('hunt_record_scan returned nothing');
  return outcomeOf(stored);
}

/**
 * Several scans in one call of hunt_record_scans (db/functions/huntRecordScans.ts): one round
 * trip and one transaction for them all, each answered as collectByCode would. One scan that
 * fails fails them all, and nothing of them is kept.
 */
export async function collectTogether(db: Knex, scans: readonly ScanCall[]): Promise<ScanOutcome[]> {
  const rows = await runPrepared<{ result: StoredOutcome[] }>(db, 'hunt_record_scans', 'select hunt_record_scans($1) as result', [JSON.stringify(scans)]);
  const stored = rows[0]?.result;
  if (stored?.length !== scans.length) throw new Error(`hunt_record_scans answered ${stored?.length ?? 'nothing'} for ${scans.length} scans`);
  return stored.map(outcomeOf);
}

function outcomeOf(stored: StoredOutcome): ScanOutcome {
  if (stored.outcome !== 'collected') return stored;
  const user = stored.rankingRow;
  return {
    outcome: 'collected',
    piece: stored.piece,
    completed: stored.completed,
    teamCompleted: stored.teamCompleted,
    questionnaires: stored.questionnaires.map(({ triggerCount, triggerPieceId, ...questionnaire }) => ({
      ...questionnaire,
      trigger_count: triggerCount,
      trigger_piece_id: triggerPieceId,
    })),
    rankingRow: user && {
      id: user.id,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      profile_image_url: user.profileImageUrl,
      total_points: user.totalPoints,
      completed_at: user.completedAt === null ? null : new Date(user.completedAt),
      pieces_found: user.piecesFound,
      last_found_at: new Date(user.lastFoundAt),
      team_id: user.teamId,
      division_id: user.divisionId,
    },
  };
}
