import type { Knex } from 'knex';

export async function recordWrongCode(db: Knex, userId: string, code: string): Promise<void> {
  await db('scan_attempts').insert({ user_id: userId, code: code.slice(0, 100) });
}

export async function countRecentWrongCodes(db: Knex, userId: string, windowMs: number): Promise<number> {
  const row = await db('scan_attempts')
    .where({ user_id: userId })
    .andWhere('attempted_at', '>', new Date(Date.now() - windowMs))
    .count<{ count: number }[]>('* as count')
    .first();
  return Number(row?.count ?? 0);
}

/** Oldest wrong code inside the window, to tell the client when it may try again. */
export async function oldestRecentWrongCode(db: Knex, userId: string, windowMs: number): Promise<Date | null> {
  const row = await db('scan_attempts')
    .where({ user_id: userId })
    .andWhere('attempted_at', '>', new Date(Date.now() - windowMs))
    .min<{ oldest: Date | null }[]>('attempted_at as oldest')
    .first();
  return row?.oldest ?? null;
}
