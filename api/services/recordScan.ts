import type { Knex } from 'knex';
import { WRONG_CODES_PER_MINUTE } from '../../core/constants';
import type { ScanResultDto } from '../../core/contracts';
import { normaliseScanText } from '../../core/scanCode';
import { AppError, badRequest } from '../errors';
import { presentPiece, presentQuestionnaireForParticipant } from '../presenters/participant';
import { countCollection, holdsEveryPiece, insertCollectionEntry } from '../repos/collection';
import { readEventGate } from '../repos/events';
import { findPiece } from '../repos/pieces';
import { findLinkByCode, incrementScanCount } from '../repos/qrLinks';
import { listDueQuestionnaires } from '../repos/questionnaires';
import { countRecentWrongCodes, oldestRecentWrongCode, recordWrongCode } from '../repos/scanAttempts';
import { lockUserForUpdate, markCompleted } from '../repos/users';
import { afterLeaderboardChange, announceLeaderboardChange } from './leaderboardChanges';
import type { Deps } from './types';

const MINUTE_MS = 60_000;

/**
 * Collects the piece behind a scanned code: one collection row, scanCount + 1 and, when this
 * was the last piece, the completion time, all in one transaction. The user's row is locked
 * first, so a user's concurrent scans run one at a time: completion can't be missed and the
 * wrong-code limit can't be outrun by sending guesses in parallel.
 */
export async function recordScan(deps: Deps, userId: string, rawCode: string): Promise<ScanResultDto> {
  const code = normaliseScanText(rawCode);
  if (!code) throw badRequest('code is required');

  const gate = await readEventGate(deps.db);
  if (gate.anyEvent && !gate.active) {
    throw new AppError(403, 'no_active_event', 'The hunt is not running right now: no event is active.');
  }

  const outcome = await deps.db.transaction(async (trx) => {
    const user = await lockUserForUpdate(trx, userId);
    if (!user) throw new AppError(401, 'unauthorized', 'Unauthorized');
    await refuseWhenGuessing(trx, userId);
    const link = await findLinkByCode(trx, code);
    if (!link || !link.is_active) {
      await recordWrongCode(trx, userId, code);
      return 'invalid' as const;
    }

    const entry = await insertCollectionEntry(trx, { user_id: userId, puzzle_piece_id: link.puzzle_piece_id, qr_link_id: link.id });
    if (!entry) throw new AppError(409, 'already_collected', 'You have already collected this piece');
    await incrementScanCount(trx, link.id);

    const completed = !user.completed_at && (await holdsEveryPiece(trx, userId));
    if (completed) {
      await markCompleted(trx, userId);
      await announceLeaderboardChange(deps, trx);
    }
    return { result: await buildResult(trx, userId, link.puzzle_piece_id), completed };
  });

  // The wrong guess is committed (it counts toward the limit) before the 404 goes out.
  if (outcome === 'invalid') throw new AppError(404, 'not_found', 'Invalid code');
  if (outcome.completed) afterLeaderboardChange(deps);
  return outcome.result;
}

async function buildResult(trx: Knex.Transaction, userId: string, pieceId: number): Promise<ScanResultDto> {
  const piece = await findPiece(trx, pieceId);
  if (!piece) throw new Error(`piece ${pieceId} vanished inside its own transaction`);
  const collected = await countCollection(trx, userId);
  const due = await listDueQuestionnaires(trx, userId, collected);
  const { id, name, imageUrl } = presentPiece(piece);
  return { piece: { id, name, imageUrl }, triggeredQuestionnaires: due.map(presentQuestionnaireForParticipant) };
}

/** More than 10 wrong codes a minute: 429 with Retry-After, across every API instance. */
async function refuseWhenGuessing(trx: Knex.Transaction, userId: string): Promise<void> {
  const wrong = await countRecentWrongCodes(trx, userId, MINUTE_MS);
  if (wrong < WRONG_CODES_PER_MINUTE) return;
  const oldest = await oldestRecentWrongCode(trx, userId, MINUTE_MS);
  const retryAfter = oldest ? Math.max(1, Math.ceil((oldest.getTime() + MINUTE_MS - Date.now()) / 1000)) : 60;
  throw new AppError(429, 'rate_limited', `Too many wrong codes. Try again in ${retryAfter} seconds.`, {
    'Retry-After': String(retryAfter),
  });
}
