import { WRONG_CODES_PER_MINUTE } from '../../core/constants';
import type { ScanRequest } from '../../core/contracts';
import type { HuntPhase } from '../../core/huntState';
import { isPossibleCode, normaliseScanText, scanTokenOf } from '../../core/scanCode';
import { AppError, badRequest, notFound, unauthorized } from '../errors';
import { collectByCode, type DueQuestionnaire } from '../repos/scans';
import { checkDisplayToken } from './displayTokens';
import { currentHuntState } from './huntState';
import type { Deps } from '../deps';

/** The refusal names where the hunt stands (the scanner shows the same, see core/huntState.ts). */
function refusalFor(phase: HuntPhase): string {
  // With no event at all, as before a scheduled one: nothing is collected until a hunt runs.
  if (phase === 'before' || phase === 'none') return 'The hunt has not started yet: scanning opens when it starts.';
  if (phase === 'over') return 'The hunt is over: scanning has closed.';
  return 'The hunt is not running right now: no event is active.';
}

/** A screen's token for this code: true while valid; an old one is refused with its own message. */
function verifiedToken(deps: Deps, code: string, token: string): boolean {
  const check = checkDisplayToken(deps.config.sessionKeys, code, token);
  if (check === 'expired') throw new AppError('code_expired', 'This code has expired: scan the screen again');
  if (check === 'forged') throw badRequest('token is not valid for this code');
  return true;
}

/** A collected piece and the questionnaires now due, as stored (presenters/participant.ts shows them). */
export interface ScanCollected {
  piece: { id: number; name: string; imageUrl: string | null };
  questionnaires: DueQuestionnaire[];
}

/**
 * Collects the piece behind a scanned code. Everything (is an event running, is the user
 * guessing, is the code real, is the piece new, is the collection complete) is decided in
 * one database call and one transaction. The event gate is checked inside it, so no scan is
 * acknowledged after the event is completed.
 */
export async function recordScan(deps: Deps, userId: string, request: ScanRequest): Promise<ScanCollected> {
  const code = normaliseScanText(request.code);
  if (!code) throw badRequest('code is required');
  // No link can have it (not 1-10 of A-Z, 0-9): the wrong-code answer, but not a guess at a real
  // code, so nothing is stored or counted (like an empty code).
  if (!isPossibleCode(code)) throw notFound('Invalid code');
  // A screen's link carries its token as `t`: read from the scanned text when not sent apart.
  const token = request.token ?? scanTokenOf(request.code);

  const result = await collectByCode(deps.db, {
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
  });
  switch (result.outcome) {
    case 'no_active_event':
      throw new AppError('no_active_event', refusalFor(currentHuntState(deps.caches.events).phase));
    case 'no_user':
      throw unauthorized('Unauthorized');
    case 'rate_limited':
      throw new AppError('rate_limited', `Too many wrong codes. Try again in ${result.retryAfterSeconds} seconds.`, {
        'Retry-After': String(result.retryAfterSeconds),
      });
    case 'invalid':
      throw notFound('Invalid code');
    case 'already_collected':
      throw new AppError('already_collected', 'You have already collected this piece');
    case 'position_required':
      throw new AppError('position_required', 'This code checks where you are: share your location to collect it');
    case 'position_imprecise':
      throw new AppError('position_imprecise', 'Your location is not precise enough here: wait a moment for a better fix (outdoors helps) and scan again');
    case 'too_far':
      throw new AppError('too_far', 'You need to be at this code to collect it');
    case 'token_required':
      throw new AppError('screen_code', 'This code is shown on a screen: scan it there');
    case 'collected':
      break;
  }

  deps.adminLive.changed();
  if (result.completedUser) {
    // This instance shows the completion at once; the others hear of it from the database.
    deps.caches.users.forget(userId);
    deps.ranking.applyOwn(result.completedUser);
  }
  return { piece: result.piece, questionnaires: result.questionnaires };
}
