import type { Knex } from 'knex';
import { randomBytes } from 'node:crypto';

/** The event's students who found something and have not finished, and those who finished (not disqualified). */
export async function countHuntingAndFinished(db: Knex, eventId: number): Promise<{ hunting: number; finished: number }> {
  const row = await db('participants as p')
    .join('users as u', 'u.id', 'p.user_id')
    .where('p.event_id', eventId)
    .whereNull('p.disqualified_at')
    .where('u.role', 'user')
    .first<{ hunting: number; finished: number }>(
      // A row appears with a team or a division too: hunting is having found something.
      db.raw('(count(*) filter (where p.completed_at is null and p.pieces_found > 0))::int as hunting'),
      db.raw('count(p.completed_at)::int as finished'),
    );
  return { hunting: Number(row?.hunting ?? 0), finished: Number(row?.finished ?? 0) };
}

/** Gives the event a new screen key (the old one stops working); the key, or undefined for no such event. */
export async function rotateScreenKey(db: Knex, eventId: number): Promise<string | undefined> {
  const key = randomBytes(18).toString('base64url');
  const rows: { screen_key: string }[] = await db('events').where({ id: eventId }).update({ screen_key: key }).returning('screen_key');
  return rows[0]?.screen_key;
}
