import type { Knex } from 'knex';
import type { QrLinkRow } from '../../db/rows';

/** The columns an organiser sets (everything but the id and the creation time). */
export type QrLinkFields = Omit<QrLinkRow, 'id' | 'created_at'>;

/** The columns a new link may be given (the code, piece, domain and state at least). */
export type NewQrLink = Pick<QrLinkFields, 'code' | 'puzzle_piece_id' | 'domain' | 'is_active'> & Partial<QrLinkFields>;

/**
 * Inserts a link to its piece if the piece exists; undefined when it does not, whether it never
 * existed or was deleted a moment before. The piece is read and held (key share) by the insert
 * itself, so a deletion either finished before it (no row) or waits for it (and then finds the
 * piece in use): the foreign key is never what answers.
 */
export async function insertLinkToPiece(db: Knex, link: NewQrLink): Promise<QrLinkRow | undefined> {
  const columns = (Object.keys(link) as (keyof NewQrLink)[]).filter((column) => link[column] !== undefined);
  const { rows } = (await db.raw(
    `insert into qr_links (${columns.map(() => '??').join(', ')})
     select ${columns.map(() => '?').join(', ')} from puzzle_pieces where id = ? for key share
     returning *`,
    [...columns, ...columns.map((column) => link[column] ?? null), link.puzzle_piece_id],
  )) as { rows: QrLinkRow[] };
  return rows[0];
}

export async function insertLink(db: Knex, link: NewQrLink): Promise<QrLinkRow> {
  const [row] = await db<QrLinkRow>('qr_links').insert(link).returning('*');
  if (!row) throw new Error('link insert returned no row');
  return row;
}

export interface QrLinkWithPiece extends QrLinkRow {
  puzzle_piece_name: string;
  /** The link's scans are its collections (no counter row that every scan of it would queue on). */
  scan_count: number;
}

function linksWithPiece(db: Knex) {
  return db<QrLinkWithPiece>('qr_links as l')
    .join('puzzle_pieces as p', 'p.id', 'l.puzzle_piece_id')
    .select('l.*', 'p.name as puzzle_piece_name', db.raw('(select count(*) from collection_entries c where c.qr_link_id = l.id)::int as scan_count'));
}

export function listLinksWithPiece(db: Knex): Promise<QrLinkWithPiece[]> {
  return linksWithPiece(db).orderBy('l.id');
}

export function findLinkWithPiece(db: Knex, id: number): Promise<QrLinkWithPiece | undefined> {
  return linksWithPiece(db).where('l.id', id).first();
}

/** Changes the given columns; false when the link does not exist. */
export async function updateLink(db: Knex, id: number, changes: Partial<QrLinkFields>): Promise<boolean> {
  return (await db('qr_links').where({ id }).update(changes).returning('id')).length > 0;
}

/** Deletes the link (collection entries keep their piece; the FK sets their qr_link_id null); false when absent. */
export async function deleteLink(db: Knex, id: number): Promise<boolean> {
  // returning() rather than the row count: knex-pglite reports no count for a delete.
  return (await db('qr_links').where({ id }).delete().returning('id')).length > 0;
}
