import type { Knex } from 'knex';
import type { ImageRow } from '../../db/rows';

export function findImage(db: Knex, id: string): Promise<ImageRow | undefined> {
  return db<ImageRow>('images').where({ id }).first();
}

/** Everything but the bytes: enough to answer a conditional request. */
export function findImageMeta(db: Knex, id: string): Promise<Pick<ImageRow, 'id' | 'mime_type' | 'sha256'> | undefined> {
  return db<ImageRow>('images').select('id', 'mime_type', 'sha256').where({ id }).first();
}

export async function insertImage(db: Knex, image: Pick<ImageRow, 'mime_type' | 'bytes' | 'byte_size' | 'sha256'>): Promise<ImageRow> {
  const [row] = await db<ImageRow>('images').insert(image).returning('*');
  if (!row) throw new Error('image insert returned no row');
  return row;
}
