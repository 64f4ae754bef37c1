import { WRONG_CODES_PER_MINUTE } from '../../core/constants';
import type { ScanRequest } from '../../core/contracts';
import { isPossibleCode, normaliseScanText, scanTokenOf } from '../../core/scanCode';
import { SCAN_REFUSALS, type RefusalDetail, type ScanRefusal, type ScanRefusalOutcome } from '../../core/scanOutcomes';
import { AppError } from '../errors';
import type { DueQuestionnaire } from '../repos/scans';
import { checkDisplayToken } from './displayTokens';
import { currentHuntState } from './huntState';
import type { Deps } from '../deps';

/**
 * The error a refused scan is answered with: its code and words from core's table of refusals
 * (which the scanner reads too), and for too many wrong codes when to try again.
 */
function scanRefusal(outcome: ScanRefusalOutcome, detail: RefusalDetail = {}): AppError {
  const refusal = SCAN_REFUSALS[outcome];
  const headers: Record<string, string> =
    outcome === 'rate_limited' && detail.retryAfterSeconds !== undefined ? { 'Retry-After': String(detail.retryAfterSeconds) } : {};
  const template: ScanRefusal['template'] = 'template' in refusal ? refusal.template : undefined;
  if (template) return new AppError(refusal.code, template.words, template.values(detail), headers);
  return new AppError(refusal.code, refusal.message(detail), {}, headers);
}

/** A screen's token for this code: true while valid; an old one is refused with its own message. */
function verifiedToken(deps: Deps, code: string, token: string): boolean {
  const check = checkDisplayToken(deps.config.sessionKeys, code, token);
  if (check === 'expired') throw scanRefusal('code_expired');
  if (check === 'forged') throw scanRefusal('token_forged');
  return true;
}

/** A collected piece, whether it completed the collection, and the questionnaires now due, as stored (presenters/participant.ts shows them). */
export interface ScanCollected {
  piece: { id: number; name: string; imageUrl: string | null };
  completed: boolean;
  questionnaires: DueQuestionnaire[];
}

/**
 * Collects the piece behind a scanned code. Everything (is an event running, is the user
 * guessing, is the code real, is the piece new, is the collection complete) is decided in
 * one database call and one transaction, which other students' scans share when the database
 * is busy (services/scanBatches.ts). The event gate is checked inside it, so no scan is
 * acknowledged after the event is completed.
 */
export async function recordScan(deps: Deps, userId: string, request: ScanRequest): Promise<ScanCollected> {
  const code = normaliseScanText(request.code);
  if (!code) throw scanRefusal('code_required');
  // No link can have it (not 1-10 of A-Z, 0-9): the wrong-code answer, but not a guess at a real
  // code, so nothing is stored or counted (like an empty code).
  if (!isPossibleCode(code)) throw scanRefusal('invalid');
  // A screen's link carries its token as `t`: read from the scanned text when not sent apart.
  const token = request.token ?? scanTokenOf(request.code);

  const scan = {
    userId,
    code,
    wrongCodeLimit: WRONG_CODES_PER_MINUTE,
    windowSeconds: 60,
    checks: {
      position: request.position,
      positionError: request.positionError,
      claimedAt: request.claimedAt,
      source: request.source,
      displayVerified: token !== undefined && verifiedToken(deps, code, token),
      maxSpeed: deps.config.travelMaxSpeed,
      accuracyCapM: deps.config.positionAccuracyCapM,
      maxOfflineSeconds: deps.config.offlineMaxAgeSeconds,
      minFindSeconds: deps.config.findMinSeconds,
    },
  };
  // A team event's scan also takes its team's lock, which scans sent together could take in orders
  // that wait on each other: it goes alone.
  const result = await deps.scans.collect(scan, { alone: deps.caches.events.gate().active?.mode === 'teams' });
  if (result.outcome === 'no_active_event') throw scanRefusal(result.outcome, { phase: currentHuntState(deps.caches.events).phase });
  if (result.outcome === 'rate_limited') throw scanRefusal(result.outcome, { retryAfterSeconds: result.retryAfterSeconds });
  if (result.outcome !== 'collected') throw scanRefusal(result.outcome);

  deps.adminLive.changed();
  // A completion changes the user's standing, which the user cache carries.
  if (result.completed) deps.caches.users.forget(userId);
  // This instance moves the student on the race board at once, and tells the others after commit.
  if (result.rankingRow) deps.ranking.applyOwn({ ...result.rankingRow, on_board: true });
  // A team's completion moves it on the team board here at once; the database tells the others.
  if (result.teamCompleted && result.rankingRow?.team_id) await deps.caches.teams.refreshTeam(result.rankingRow.team_id);
  return { piece: result.piece, completed: result.completed, questionnaires: result.questionnaires };
}
