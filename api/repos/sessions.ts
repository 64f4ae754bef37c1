import type { Knex } from 'knex';
import type { SessionRow } from '../../db/rows';

/** koa-session's external store, kept in the database so logout and demotion apply at once everywhere. */
export function sessionStore(db: Knex) {
  return {
    async get(id: string): Promise<Record<string, unknown> | undefined> {
      const row = await db<SessionRow>('sessions').where({ id }).andWhere('expires_at', '>', db.fn.now()).first();
      return row?.data;
    },
    async set(id: string, data: Record<string, unknown>, maxAge: number | 'session'): Promise<void> {
      const ttl = typeof maxAge === 'number' ? maxAge : 24 * 60 * 60 * 1000;
      const userId = typeof data.userId === 'string' ? data.userId : null;
      await db('sessions')
        .insert({ id, user_id: userId, data, expires_at: new Date(Date.now() + ttl) })
        .onConflict('id')
        .merge(['data', 'user_id', 'expires_at']);
    },
    async destroy(id: string): Promise<void> {
      await db('sessions').where({ id }).delete();
    },
  };
}

export async function deleteExpiredSessions(db: Knex): Promise<number> {
  return db('sessions').where('expires_at', '<', db.fn.now()).delete();
}
