import type { Knex } from 'knex';
import type { ApiTokenRow } from '../../db/rows';

export async function insertApiToken(
  db: Knex,
  token: Pick<ApiTokenRow, 'user_id' | 'name' | 'token_hash' | 'expires_at'>,
): Promise<ApiTokenRow> {
  const [row] = await db<ApiTokenRow>('api_tokens').insert(token).returning('*');
  if (!row) throw new Error('token insert returned no row');
  return row;
}

/** The token with this hash, unless it is revoked or expired. */
export function findLiveToken(db: Knex, tokenHash: string): Promise<ApiTokenRow | undefined> {
  return db<ApiTokenRow>('api_tokens')
    .where({ token_hash: tokenHash })
    .whereNull('revoked_at')
    .andWhere((q) => q.whereNull('expires_at').orWhere('expires_at', '>', db.fn.now()))
    .first();
}

/** Marks these tokens as used now. */
export async function touchTokensLastUsed(db: Knex, ids: readonly number[]): Promise<void> {
  await db('api_tokens').whereIn('id', ids).update({ last_used_at: db.fn.now() });
}

export function listTokensOfUser(db: Knex, userId: string): Promise<ApiTokenRow[]> {
  return db<ApiTokenRow>('api_tokens').where({ user_id: userId }).orderBy('created_at', 'desc');
}

/** Revokes one of the user's own tokens; false when it is not theirs or does not exist. */
export async function revokeTokenOfUser(db: Knex, userId: string, id: number): Promise<boolean> {
  const changed = await db('api_tokens').where({ id, user_id: userId }).whereNull('revoked_at').update({ revoked_at: db.fn.now() });
  if (changed > 0) return true;
  return Boolean(await db('api_tokens').where({ id, user_id: userId }).first());
}
