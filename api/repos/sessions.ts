import type { Knex } from 'knex';
import type { SessionRow } from '../../db/rows';

/** The session's data while it has not expired. */
export async function findLiveSession(db: Knex, id: string): Promise<Pick<SessionRow, 'data' | 'expires_at'> | undefined> {
  return db<SessionRow>('sessions').select('data', 'expires_at').where({ id }).andWhere('expires_at', '>', db.fn.now()).first();
}

export async function saveSession(db: Knex, id: string, data: Record<string, unknown>, expiresAt: Date): Promise<void> {
  const userId = typeof data.userId === 'string' ? data.userId : null;
  await db('sessions')
    .insert({ id, user_id: userId, data, expires_at: expiresAt })
    .onConflict('id')
    .merge(['data', 'user_id', 'expires_at']);
}

export async function deleteSession(db: Knex, id: string): Promise<void> {
  await db('sessions').where({ id }).delete();
}

export async function deleteExpiredSessions(db: Knex): Promise<number> {
  return db('sessions').where('expires_at', '<', db.fn.now()).delete();
}
