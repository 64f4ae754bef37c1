import type { Knex } from 'knex';
import type { PuzzlePieceRow } from '../../db/rows';

/** The pieces (alias `alias`) an event uses: those shared by every event and its own. None is an event's before any exists. */
export function usedByEvent(query: Knex.QueryBuilder, eventId: number | null, alias = 'puzzle_pieces'): Knex.QueryBuilder {
  return query.where((where) => where.whereNull(`${alias}.event_id`).orWhere(`${alias}.event_id`, eventId ?? -1));
}

/** The pieces the event uses, in puzzle order. */
export function listPieces(db: Knex, eventId: number | null): Promise<PuzzlePieceRow[]> {
  return usedByEvent(db<PuzzlePieceRow>('puzzle_pieces'), eventId).orderBy([{ column: 'sort_order' }, { column: 'id' }]);
}

export function findPiece(db: Knex, id: number): Promise<PuzzlePieceRow | undefined> {
  return db<PuzzlePieceRow>('puzzle_pieces').where({ id }).first();
}

/** How many pieces the event uses (every piece, with `eventId` left out). */
export async function countPieces(db: Knex, eventId?: number | null): Promise<number> {
  const query = db('puzzle_pieces');
  const row = await (eventId === undefined ? query : usedByEvent(query, eventId)).count<{ count: number }[]>('* as count').first();
  return Number(row?.count ?? 0);
}

export async function insertPiece(
  db: Knex,
  piece: Pick<PuzzlePieceRow, 'name' | 'description' | 'image_url' | 'sort_order'> &
    Partial<Pick<PuzzlePieceRow, 'event_id' | 'clue' | 'clue_image_url'> & { hints: string }>,
): Promise<PuzzlePieceRow> {
  const [row] = await db<PuzzlePieceRow>('puzzle_pieces').insert(piece).returning('*');
  if (!row) throw new Error('piece insert returned no row');
  return row;
}

export interface PieceWithUsage extends PuzzlePieceRow {
  qr_link_count: number;
  collected_count: number;
  hint_reveals: number;
  hint_points: number;
}

function piecesWithUsage(db: Knex) {
  return db<PieceWithUsage>('puzzle_pieces as p').select(
    'p.*',
    db.raw('(select count(*) from qr_links l where l.puzzle_piece_id = p.id)::int as qr_link_count'),
    db.raw('(select count(*) from collection_entries c where c.puzzle_piece_id = p.id)::int as collected_count'),
    db.raw('(select count(*) from hint_reveals h where h.puzzle_piece_id = p.id)::int as hint_reveals'),
    db.raw('(select coalesce(sum(h.cost), 0) from hint_reveals h where h.puzzle_piece_id = p.id)::int as hint_points'),
  );
}

export function listPiecesWithUsage(db: Knex): Promise<PieceWithUsage[]> {
  return piecesWithUsage(db).orderBy([{ column: 'p.sort_order' }, { column: 'p.id' }]);
}

export function findPieceWithUsage(db: Knex, id: number): Promise<PieceWithUsage | undefined> {
  return piecesWithUsage(db).where('p.id', id).first();
}

/** The sort order that puts a new piece last. */
export async function nextSortOrder(db: Knex): Promise<number> {
  const row = await db('puzzle_pieces').first<{ next: number }>(db.raw('(coalesce(max(sort_order), -1) + 1)::int as next'));
  return Number(row?.next ?? 0);
}

/** Changes the given fields; false when no such piece exists. */
/** The columns an organiser edits (hints as JSON text for the jsonb column). */
export type PieceChanges = Partial<Pick<PuzzlePieceRow, 'name' | 'description' | 'image_url' | 'event_id' | 'clue' | 'clue_image_url'> & { hints: string }>;

export async function updatePiece(db: Knex, id: number, patch: PieceChanges): Promise<boolean> {
  if (Object.keys(patch).length === 0) return (await findPiece(db, id)) !== undefined;
  return (await db('puzzle_pieces').where({ id }).update(patch)) > 0;
}

/** Locks the piece's row so no link or collection can be added to it while it is deleted. */
export function lockPieceForUpdate(trx: Knex.Transaction, id: number): Promise<PuzzlePieceRow | undefined> {
  return trx<PuzzlePieceRow>('puzzle_pieces').where({ id }).forUpdate().first();
}

export async function deletePiece(trx: Knex.Transaction, id: number): Promise<void> {
  await trx('puzzle_pieces').where({ id }).delete();
}
