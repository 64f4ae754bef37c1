import type { Knex } from 'knex';

export interface ParticipantCounts {
  total: number;
  completed: number;
  activeSince: number;
}

/**
 * Students (role user): every account, those who completed the event, and those seen since
 * `since`. An erased student's anonymous row still counts as a student (and a completion), never
 * as active.
 */
export async function countParticipants(db: Knex, eventId: number | null, since: Date): Promise<ParticipantCounts> {
  const row = await db('users as u')
    .leftJoin('participants as p', (join) => join.on('p.user_id', 'u.id').andOnVal('p.event_id', eventId ?? -1))
    .where('u.role', 'user')
    .first<{ total: number; completed: number; active_since: number }>(
      db.raw('count(*)::int as total'),
      db.raw('count(p.completed_at)::int as completed'),
      db.raw('(count(*) filter (where u.last_seen_at > ? and u.erased_at is null))::int as active_since', [since]),
    );
  return { total: Number(row?.total ?? 0), completed: Number(row?.completed ?? 0), activeSince: Number(row?.active_since ?? 0) };
}

/** The event's scans: its collections made through a link that still exists. */
export async function sumScanCounts(db: Knex, eventId: number | null): Promise<number> {
  const row = await db('collection_entries')
    .where('event_id', eventId ?? -1)
    .whereNotNull('qr_link_id')
    .first<{ total: number }>(db.raw('count(*)::int as total'));
  return Number(row?.total ?? 0);
}
