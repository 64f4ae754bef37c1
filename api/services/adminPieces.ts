import type { PieceCreate, PiecePatch } from '../../core/admin';
import { conflict, notFound } from '../errors';
import { completeHoldersOfEveryPiece } from '../repos/collection';
import {
  deletePiece,
  findPieceWithUsage,
  insertPiece,
  lockPieceForUpdate,
  nextSortOrder,
  updatePiece,
  type PieceChanges,
  type PieceWithUsage,
} from '../repos/pieces';
import { eventForContent } from './eventScope';
import { resolveImageUrl } from './images';
import type { Deps } from '../deps';

const PIECE_NOT_FOUND = 'Puzzle piece not found';

/**
 * Adds a piece at the end. Users who completed keep their completedAt (docs/product.md, Collection and completion): completion is
 * judged against the pieces that existed when they collected their last one.
 */
export async function createPiece(deps: Deps, input: PieceCreate): Promise<PieceWithUsage> {
  const id = await deps.db.transaction(async (trx) => {
    const piece = await insertPiece(trx, {
      name: input.name,
      description: input.description || null,
      image_url: await resolveImageUrl(trx, input.imageUrl),
      sort_order: await nextSortOrder(trx),
      event_id: eventForContent(deps, input.eventId),
      clue: input.clue,
      clue_image_url: await resolveImageUrl(trx, input.clueImageUrl),
      hints: JSON.stringify(input.hints),
    });
    return piece.id;
  });
  return readPiece(deps, id);
}

/**
 * Changes only the fields sent; an uploaded image (data: URL) is stored first. A piece someone
 * has collected keeps its event (409): their collection was of that event's piece.
 */
export async function changePiece(deps: Deps, id: number, patch: PiecePatch): Promise<PieceWithUsage> {
  await deps.db.transaction(async (trx) => {
    const changes: PieceChanges = {};
    if (patch.eventId !== undefined) {
      if (!(await lockPieceForUpdate(trx, id))) throw notFound(PIECE_NOT_FOUND);
      const usage = await findPieceWithUsage(trx, id);
      const eventId = eventForContent(deps, patch.eventId);
      if (usage && usage.event_id !== eventId && usage.collected_count > 0) throw conflict('A piece that participants have collected keeps its event');
      changes.event_id = eventId;
    }
    if (patch.name !== undefined) changes.name = patch.name;
    if (patch.description !== undefined) changes.description = patch.description || null;
    if (patch.imageUrl !== undefined) changes.image_url = await resolveImageUrl(trx, patch.imageUrl);
    if (patch.clue !== undefined) changes.clue = patch.clue;
    if (patch.clueImageUrl !== undefined) changes.clue_image_url = await resolveImageUrl(trx, patch.clueImageUrl);
    if (patch.hints !== undefined) changes.hints = JSON.stringify(patch.hints);
    if (!(await updatePiece(trx, id, changes))) throw notFound(PIECE_NOT_FOUND);
  });
  return readPiece(deps, id);
}

/**
 * Deletes a piece nothing refers to. A piece with QR links or collection entries is refused
 * (409), so nobody loses progress and no printed code silently stops working. Deleting the one
 * piece a user still lacked completes them now, as collecting it would have.
 */
export async function removePiece(deps: Deps, id: number): Promise<void> {
  const completed = await deps.db.transaction(async (trx) => {
    if (!(await lockPieceForUpdate(trx, id))) throw notFound(PIECE_NOT_FOUND);
    const usage = await findPieceWithUsage(trx, id);
    const links = usage?.qr_link_count ?? 0;
    const collected = usage?.collected_count ?? 0;
    if (links > 0 || collected > 0) throw conflict(inUseMessage(links, collected));
    await deletePiece(trx, id);
    return completeHoldersOfEveryPiece(trx);
  });
  // The database announces them to every instance; this one shows them before answering.
  for (const userId of completed) deps.caches.users.forget(userId);
  await deps.ranking.refreshNow(completed);
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function inUseMessage(links: number, collected: number): string {
  const uses = `${plural(links, 'QR link', 'QR links')} and ${plural(collected, 'collection', 'collections')}`;
  const advice =
    collected > 0
      ? 'A piece that participants have collected cannot be deleted, so nobody loses progress; rename it instead.'
      : 'Delete its QR links first.';
  return `Piece is used by ${uses}. ${advice}`;
}

async function readPiece(deps: Deps, id: number): Promise<PieceWithUsage> {
  const piece = await findPieceWithUsage(deps.db, id);
  if (!piece) throw notFound(PIECE_NOT_FOUND);
  return piece;
}
