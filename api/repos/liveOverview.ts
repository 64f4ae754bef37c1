import type { Knex } from 'knex';
import { usedByEvent } from './pieces';

/** The event the Overview shows (-1 for none: nothing matches) and the time it charts. */
interface Window {
  eventId: number;
  from: Date;
  to: Date;
}

/** The event's scans (its collections, and wrong codes made in its time) per minute in the window. */
export async function scansByMinute(db: Knex, window: Window): Promise<{ minute: Date; scans: number }[]> {
  const { rows } = (await db.raw(
    `select minute, sum(scans)::int as scans from (
       select date_trunc('minute', collected_at) as minute, count(*) as scans from collection_entries
         where event_id = ? and collected_at >= ? and collected_at <= ? group by 1
       union all
       select date_trunc('minute', attempted_at), count(*) from scan_attempts
         where attempted_at >= ? and attempted_at <= ? group by 1
     ) per_minute group by minute order by minute`,
    [window.eventId, window.from, window.to, window.from, window.to],
  )) as { rows: { minute: Date | string; scans: number }[] };
  return rows.map((row) => ({ minute: new Date(row.minute), scans: row.scans }));
}

/** Every piece the event uses with how often it was found there and its hints revealed there, in puzzle order. */
export function findsPerPiece(db: Knex, eventId: number): Promise<{ id: number; name: string; finds: number; hints_revealed: number; hint_points: number }[]> {
  return usedByEvent(db('puzzle_pieces as p'), eventId, 'p')
    .leftJoin('collection_entries as c', (join) => join.on('c.puzzle_piece_id', 'p.id').andOnVal('c.event_id', eventId))
    .groupBy('p.id', 'p.name', 'p.sort_order')
    .select(
      'p.id',
      'p.name',
      db.raw('count(c.id)::int as finds'),
      db.raw('(select count(*) from hint_reveals h where h.puzzle_piece_id = p.id and h.event_id = ?)::int as hints_revealed', [eventId]),
      db.raw('(select coalesce(sum(h.cost), 0) from hint_reveals h where h.puzzle_piece_id = p.id and h.event_id = ?)::int as hint_points', [eventId]),
    )
    .orderBy([{ column: 'p.sort_order' }, { column: 'p.id' }]);
}

/** How many of the event's students hold each number of pieces. */
export async function studentsByPiecesHeld(db: Knex, eventId: number): Promise<{ held: number; students: number }[]> {
  const { rows } = (await db.raw(
    `select held::int, count(*)::int as students
     from (select count(*) as held from collection_entries where event_id = ? group by user_id) per_student group by held`,
    [eventId],
  )) as { rows: { held: number; students: number }[] };
  return rows;
}

export interface FeedRow {
  at: Date;
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  piece_name: string | null;
}

/** The feed names people: an erased student's anonymous finds count in the charts, never here. */
export function latestCollections(db: Knex, eventId: number, limit: number): Promise<FeedRow[]> {
  return db('collection_entries as c')
    .where('c.event_id', eventId)
    .join('users as u', 'u.id', 'c.user_id')
    .join('puzzle_pieces as p', 'p.id', 'c.puzzle_piece_id')
    .whereNull('u.erased_at')
    .select('c.collected_at as at', 'u.id as user_id', 'u.first_name', 'u.last_name', 'u.email', 'p.name as piece_name')
    .orderBy('c.collected_at', 'desc')
    .limit(limit);
}

export function latestCompletions(db: Knex, eventId: number, limit: number): Promise<FeedRow[]> {
  return db('participants as p')
    .join('users as u', 'u.id', 'p.user_id')
    .where('p.event_id', eventId)
    .whereNotNull('p.completed_at')
    .whereNull('u.erased_at')
    .select('p.completed_at as at', 'u.id as user_id', 'u.first_name', 'u.last_name', 'u.email', db.raw('null as piece_name'))
    .orderBy('p.completed_at', 'desc')
    .limit(limit);
}
