import type { Knex } from 'knex';
import { WRONG_CODES_PER_MINUTE } from '../../core/constants';
import type { ScanResultDto } from '../../core/contracts';
import { normaliseScanText } from '../../core/scanCode';
import type { UserRow } from '../../db/rows';
import { AppError, badRequest } from '../errors';
import { presentPiece, presentQuestionnaireForParticipant } from '../presenters/participant';
import { countCollection, holdsEveryPiece, insertCollectionEntry } from '../repos/collection';
import { readEventGate } from '../repos/events';
import { findPiece } from '../repos/pieces';
import { findLinkByCode, incrementScanCount } from '../repos/qrLinks';
import { listDueQuestionnaires } from '../repos/questionnaires';
import { countRecentWrongCodes, oldestRecentWrongCode, recordWrongCode } from '../repos/scanAttempts';
import type { Deps } from './types';

const MINUTE_MS = 60_000;

const invalidCode = () => new AppError(404, 'not_found', 'Invalid code');

/**
 * Collects the piece behind a scanned code: one collection row, scanCount + 1 and, when this
 * was the last piece, the completion time, all in one transaction. The user's row is locked
 * first so a user's concurrent scans are serialised and completion can't be missed.
 */
export async function recordScan(deps: Deps, userId: string, rawCode: string): Promise<ScanResultDto> {
  const code = normaliseScanText(rawCode);
  if (!code) throw badRequest('code is required');
  await refuseWhenGuessing(deps.db, userId);

  const gate = await readEventGate(deps.db);
  if (gate.anyEvent && !gate.active) {
    throw new AppError(403, 'no_active_event', 'The hunt is not running right now: no event is active.');
  }

  const outcome = await deps.db.transaction(async (trx) => {
    const user = await trx<UserRow>('users').where({ id: userId }).forUpdate().first();
    if (!user) throw new AppError(401, 'unauthorized', 'Unauthorized');
    const link = await findLinkByCode(trx, code);
    if (!link || !link.is_active) return 'invalid' as const;

    const entry = await insertCollectionEntry(trx, { user_id: userId, puzzle_piece_id: link.puzzle_piece_id, qr_link_id: link.id });
    if (!entry) throw new AppError(409, 'already_collected', 'You have already collected this piece');
    await incrementScanCount(trx, link.id);

    const completed = !user.completed_at && (await holdsEveryPiece(trx, userId));
    if (completed) await trx('users').where({ id: userId }).update({ completed_at: trx.fn.now() });

    return { result: await buildResult(trx, userId, link.puzzle_piece_id), completed };
  });

  if (outcome === 'invalid') {
    await recordWrongCode(deps.db, userId, code);
    throw invalidCode();
  }
  if (outcome.completed) {
    deps.leaderboard.invalidate();
    await deps.bus.publish('leaderboard');
  }
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
async function refuseWhenGuessing(db: Knex, userId: string): Promise<void> {
  const wrong = await countRecentWrongCodes(db, userId, MINUTE_MS);
  if (wrong < WRONG_CODES_PER_MINUTE) return;
  const oldest = await oldestRecentWrongCode(db, userId, MINUTE_MS);
  const retryAfter = oldest ? Math.max(1, Math.ceil((oldest.getTime() + MINUTE_MS - Date.now()) / 1000)) : 60;
  throw new AppError(429, 'rate_limited', `Too many wrong codes. Try again in ${retryAfter} seconds.`, {
    'Retry-After': String(retryAfter),
  });
}
