import type { Knex } from 'knex';
import type { CollectionEntryRow } from '../../db/rows';

export function listCollection(db: Knex, userId: string): Promise<CollectionEntryRow[]> {
  return db<CollectionEntryRow>('collection_entries').where({ user_id: userId }).orderBy('collected_at');
}

export async function countCollection(db: Knex, userId: string): Promise<number> {
  const row = await db('collection_entries').where({ user_id: userId }).count<{ count: number }[]>('* as count').first();
  return Number(row?.count ?? 0);
}

/**
 * Completes, now, every user who holds every remaining piece but had not completed (a piece
 * they lacked was deleted). Returns the ids of the users who completed. An erased student's
 * anonymous row is left as it was erased.
 */
export async function completeHoldersOfEveryPiece(trx: Knex.Transaction): Promise<string[]> {
  // Waits for scans in flight and holds new ones until commit: a scan committing between our
  // count and theirs could otherwise leave its user holding every piece but never completed.
  await trx.raw('lock table collection_entries in share mode');
  const pieces = trx('puzzle_pieces').count('*');
  const holders = trx('collection_entries').select('user_id').groupBy('user_id').havingRaw('count(*) = (?)', [pieces]);
  const rows: { id: string }[] = await trx('users')
    .whereNull('completed_at')
    .whereNull('erased_at')
    .whereIn('id', holders)
    .whereExists(trx('puzzle_pieces').select(trx.raw('1')))
    .update({ completed_at: trx.raw(`date_trunc('milliseconds', now())`) })
    .returning('id');
  return rows.map((row) => row.id);
}
