import type { CollectionEntryRow, PuzzlePieceRow } from '../../db/rows';
import type { Deps } from '../deps';
import { countCollection, listCollection } from '../repos/collection';
import { listRevealedHints } from '../repos/hints';
import { countPieces, listPieces } from '../repos/pieces';

/** Every piece in order, which of them the participant holds, and which hints they revealed (`pieceId:index`). */
export interface PiecesHeld {
  pieces: PuzzlePieceRow[];
  held: ReadonlySet<number>;
  revealed: ReadonlySet<string>;
}

/** How far the participant is: pieces held out of all there are. */
export interface Progress {
  collected: number;
  total: number;
}

/** The participant's reads of the pieces and of what they have collected in the current event. */

export async function piecesHeldBy(deps: Deps, userId: string): Promise<PiecesHeld> {
  const eventId = deps.caches.events.currentEventId();
  const [pieces, collection, revealed] = await Promise.all([
    listPieces(deps.db, eventId),
    collectionOf(deps, userId),
    listRevealedHints(deps.db, eventId, userId),
  ]);
  return { pieces, held: new Set(collection.map((entry) => entry.puzzle_piece_id)), revealed };
}

export function collectionOf(deps: Deps, userId: string): Promise<CollectionEntryRow[]> {
  return listCollection(deps.db, deps.caches.events.currentEventId(), userId);
}

export async function progressOf(deps: Deps, userId: string): Promise<Progress> {
  const eventId = deps.caches.events.currentEventId();
  const [collected, total] = await Promise.all([countCollection(deps.db, eventId, userId), countPieces(deps.db, eventId)]);
  return { collected, total };
}
