import type { Knex } from 'knex';
import type { QrLinkRow } from '../../db/rows';

export function findLinkByCode(db: Knex, code: string): Promise<QrLinkRow | undefined> {
  return db<QrLinkRow>('qr_links').where({ code }).first();
}

/** An atomic increment: concurrent scans of one code by many users never lose a count. */
export async function incrementScanCount(trx: Knex.Transaction, id: number): Promise<void> {
  await trx('qr_links').where({ id }).increment('scan_count', 1);
}

export async function insertLink(db: Knex, link: Pick<QrLinkRow, 'code' | 'puzzle_piece_id' | 'domain' | 'is_active'>): Promise<QrLinkRow> {
  const [row] = await db<QrLinkRow>('qr_links').insert(link).returning('*');
  if (!row) throw new Error('link insert returned no row');
  return row;
}
