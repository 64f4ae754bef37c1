import type { Knex } from 'knex';

export interface ParticipantCounts {
  total: number;
  completed: number;
  activeSince: number;
}

/**
 * Participants (role user): all, completed, and seen since `since`. An erased student's
 * anonymous row still counts as a participant (and a completion), never as active.
 */
export async function countParticipants(db: Knex, since: Date): Promise<ParticipantCounts> {
  const row = await db('users')
    .where({ role: 'user' })
    .first<{ total: number; completed: number; active_since: number }>(
      db.raw('count(*)::int as total'),
      db.raw('count(completed_at)::int as completed'),
      db.raw('(count(*) filter (where last_seen_at > ? and erased_at is null))::int as active_since', [since]),
    );
  return { total: Number(row?.total ?? 0), completed: Number(row?.completed ?? 0), activeSince: Number(row?.active_since ?? 0) };
}

/** The sum of every QR link's scanCount: the collections made through a link that still exists. */
export async function sumScanCounts(db: Knex): Promise<number> {
  const row = await db('collection_entries').whereNotNull('qr_link_id').first<{ total: number }>(db.raw('count(*)::int as total'));
  return Number(row?.total ?? 0);
}
