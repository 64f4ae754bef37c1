import type { HintRevealDto } from '../../core/hints';
import { AppError, conflict, notFound } from '../errors';
import { revealHint } from '../repos/hints';
import type { Deps } from '../deps';

/**
 * Reveals a hint of a piece the student is still looking for, in order, charged once (its cost
 * comes off their points in the running event). Refused for a piece they hold and outside the
 * running event.
 */
export async function revealHintFor(deps: Deps, userId: string, pieceId: number, index: number): Promise<HintRevealDto> {
  const result = await revealHint(deps.db, userId, pieceId, index);
  switch (result.outcome) {
    case 'no_active_event':
      throw new AppError('no_active_event', 'Hints can be revealed only while the hunt is running');
    case 'no_piece':
      throw notFound('Puzzle piece not found');
    case 'no_hint':
      throw notFound('Hint not found');
    case 'collected':
      throw new AppError('already_collected', 'You already hold this piece: its hints are no longer needed');
    case 'out_of_order':
      throw conflict('Hints come in order: reveal hint {number} first', { number: result.first + 1 });
  }
  if (result.charged) {
    // This instance shows the new total at once, and tells the others after commit.
    deps.caches.users.forget(userId);
    if (result.rankingRow) deps.ranking.applyOwn(result.rankingRow);
    deps.adminLive.changed();
  }
  return { index, cost: result.cost, text: result.text, charged: result.charged, totalPoints: result.totalPoints };
}
