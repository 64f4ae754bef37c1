import type { Knex } from 'knex';
import type { CollectionEntryRow } from '../../db/rows';

export function listCollection(db: Knex, userId: string): Promise<CollectionEntryRow[]> {
  return db<CollectionEntryRow>('collection_entries').where({ user_id: userId }).orderBy('collected_at');
}

/** Inserts the entry, or returns null when the user already holds the piece (the unique constraint decides). */
export async function insertCollectionEntry(
  trx: Knex.Transaction,
  entry: Pick<CollectionEntryRow, 'user_id' | 'puzzle_piece_id' | 'qr_link_id'>,
): Promise<CollectionEntryRow | null> {
  const rows = await trx<CollectionEntryRow>('collection_entries')
    .insert(entry)
    .onConflict(['user_id', 'puzzle_piece_id'])
    .ignore()
    .returning('*');
  return rows[0] ?? null;
}

export async function countCollection(db: Knex, userId: string): Promise<number> {
  const row = await db('collection_entries').where({ user_id: userId }).count<{ count: number }[]>('* as count').first();
  return Number(row?.count ?? 0);
}

/** Does the user hold every piece that exists right now? */
export async function holdsEveryPiece(db: Knex, userId: string): Promise<boolean> {
  const row = await db('puzzle_pieces as p')
    .leftJoin('collection_entries as c', function joinUser() {
      this.on('c.puzzle_piece_id', 'p.id').andOnVal('c.user_id', userId);
    })
    .select(db.raw('count(p.id) as total'), db.raw('count(c.id) as held'))
    .first<{ total: number | string; held: number | string }>();
  const total = Number(row?.total ?? 0);
  return total > 0 && Number(row?.held ?? 0) === total;
}

/**
 * Completes, now, every user who holds every remaining piece but had not completed (a piece
 * they lacked was deleted). Returns the ids of the users who completed.
 */
export async function completeHoldersOfEveryPiece(trx: Knex.Transaction): Promise<string[]> {
  // Waits for scans in flight and holds new ones until commit: a scan committing between our
  // count and theirs could otherwise leave its user holding every piece but never completed.
  await trx.raw('lock table collection_entries in share mode');
  const pieces = trx('puzzle_pieces').count('*');
  const holders = trx('collection_entries').select('user_id').groupBy('user_id').havingRaw('count(*) = (?)', [pieces]);
  const rows: { id: string }[] = await trx('users')
    .whereNull('completed_at')
    .whereIn('id', holders)
    .whereExists(trx('puzzle_pieces').select(trx.raw('1')))
    .update({ completed_at: trx.raw(`date_trunc('milliseconds', now())`) })
    .returning('id');
  return rows.map((row) => row.id);
}
