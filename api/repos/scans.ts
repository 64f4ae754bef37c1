import type { Knex } from 'knex';
import { runPrepared } from '../../db/preparedQuery';
import type { ScanSource } from '../../core/contracts';
import type { Position, PositionError } from '../../core/place';
import type { QuestionnaireRow } from '../../db/rows';
import type { RankedUserRow } from './leaderboard';

export type DueQuestionnaire = Pick<QuestionnaireRow, 'id' | 'title' | 'description' | 'trigger_count' | 'questions'>;

export type ScanOutcome =
  | {
      outcome: 'collected';
      piece: { id: number; name: string; imageUrl: string | null };
      questionnaires: DueQuestionnaire[];
      /** The user's ranking row when this scan completed them. */
      completedUser: RankedUserRow | null;
    }
  | {
      outcome: 'already_collected' | 'invalid' | 'no_active_event' | 'no_user' | 'position_required' | 'position_imprecise' | 'too_far' | 'token_required';
    }
  | { outcome: 'rate_limited'; retryAfterSeconds: number };

/** What the scan's checks need beyond the code (see the hunt_record_scan migration). */
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

type StoredOutcome = Exclude<ScanOutcome, { outcome: 'collected' }> | (Extract<ScanOutcome, { outcome: 'collected' }> & {
  completedUser: (Omit<RankedUserRow, 'completed_at'> & { completed_at: string }) | null;
});

/**
 * Checks and collects a scanned code in one call of the hunt_record_scan function (see its
 * migration): one round trip and one transaction, whatever the outcome. A wrong code is
 * stored before the answer comes back.
 */
export async function collectByCode(
  db: Knex,
  scan: { userId: string; code: string; wrongCodeLimit: number; windowSeconds: number; checks: ScanChecks },
): Promise<ScanOutcome> {
  const rows = await runPrepared<{ result: StoredOutcome }>(db, 'hunt_record_scan', 'select hunt_record_scan($1, $2, $3, $4, $5) as result', [
    scan.userId,
    scan.code,
    scan.wrongCodeLimit,
    scan.windowSeconds,
    JSON.stringify(scan.checks),
  ]);
  const stored = rows[0]?.result;
  if (!stored) throw new Error('hunt_record_scan returned nothing');
  if (stored.outcome !== 'collected' || !stored.completedUser) return stored as ScanOutcome;
  return { ...stored, completedUser: { ...stored.completedUser, completed_at: new Date(stored.completedUser.completed_at) } };
}
