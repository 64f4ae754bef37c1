import type { Knex } from 'knex';
import type { PuzzlePieceRow } from '../../db/rows';

export function listPieces(db: Knex): Promise<PuzzlePieceRow[]> {
  return db<PuzzlePieceRow>('puzzle_pieces').orderBy([{ column: 'sort_order' }, { column: 'id' }]);
}

export function findPiece(db: Knex, id: number): Promise<PuzzlePieceRow | undefined> {
  return db<PuzzlePieceRow>('puzzle_pieces').where({ id }).first();
}

export async function countPieces(db: Knex): Promise<number> {
  const row = await db('puzzle_pieces').count<{ count: number }[]>('* as count').first();
  return Number(row?.count ?? 0);
}

export async function insertPiece(db: Knex, piece: Pick<PuzzlePieceRow, 'name' | 'description' | 'image_url' | 'sort_order'>): Promise<PuzzlePieceRow> {
  const [row] = await db<PuzzlePieceRow>('puzzle_pieces').insert(piece).returning('*');
  if (!row) throw new Error('piece insert returned no row');
  return row;
}
