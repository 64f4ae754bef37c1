import type { Knex } from 'knex';
import type { CollectionEntryRow } from '../../db/rows';

/**
 * What the user holds in the event (none before any event exists): what they collected, and in a
 * team event what their teammates did (hunt_collectors with hunt_collecting_team; a team holds each piece once).
 */
export function listCollection(db: Knex, eventId: number | null, userId: string): Promise<CollectionEntryRow[]> {
  return heldBy(db, eventId, userId).select('*').orderBy('collected_at');
}

export async function countCollection(db: Knex, eventId: number | null, userId: string): Promise<number> {
  const row = await heldBy(db, eventId, userId).count<{ count: number }[]>('* as count').first();
  return Number(row?.count ?? 0);
}

function heldBy(db: Knex, eventId: number | null, userId: string) {
  return db<CollectionEntryRow>('collection_entries')
    .where({ event_id: eventId ?? -1 })
    .whereRaw('user_id in (select hunt_collectors(?, ?, hunt_collecting_team(?, ?)))', [eventId ?? -1, userId, eventId ?? -1, userId]);
}

/**
 * Completes, now, every participant of the running event who holds every remaining piece but
 * had not completed (a piece they lacked was deleted); a completed event's board stays as it
 * ended. Returns the ids of the users who completed. An erased student's anonymous row is left
 * as it was erased.
 */
export async function completeHoldersOfEveryPiece(trx: Knex.Transaction): Promise<string[]> {
  // Waits for scans in flight and holds new ones until commit: a scan committing between our
  // count and theirs could otherwise leave its user holding every piece but never completed.
  await trx.raw('lock table collection_entries in share mode');
  const running = trx('events').select('id').where({ status: 'active' });
  const pieces = trx('puzzle_pieces').where((where) => where.whereNull('event_id').orWhereIn('event_id', running)).count('*');
  const holders = trx('collection_entries')
    .whereIn('event_id', running)
    .select('user_id')
    .groupBy('user_id')
    .havingRaw('count(*) = (?)', [pieces]);
  const rows: { user_id: string }[] = await trx('participants')
    .whereIn('event_id', running)
    .whereNull('completed_at')
    .whereIn('user_id', holders)
    .whereNotIn('user_id', trx('users').select('id').whereNotNull('erased_at'))
    .whereExists(trx('puzzle_pieces').select(trx.raw('1')))
    .update({ completed_at: trx.raw(`date_trunc('milliseconds', now())`) })
    .returning('user_id');
  return [...rows.map((row) => row.user_id), ...(await completeTeamsHoldingEveryPiece(trx))];
}

/**
 * The same for teams: a team whose members between them hold every remaining piece completes,
 * and in a team event its members with it. Returns the members who completed.
 */
async function completeTeamsHoldingEveryPiece(trx: Knex.Transaction): Promise<string[]> {
  const { rows: teams } = await trx.raw<{ rows: { id: number; mode: string }[] }>(
    `update teams t set completed_at = date_trunc('milliseconds', now())
       from events e
      where e.id = t.event_id and e.status = 'active' and e.mode <> 'solo' and t.completed_at is null
        and exists (select 1 from puzzle_pieces p where p.event_id is null or p.event_id = e.id)
        and (select count(distinct c.puzzle_piece_id) from collection_entries c
               join participants m on m.user_id = c.user_id and m.event_id = c.event_id
              where m.team_id = t.id and c.event_id = e.id)
            = (select count(*) from puzzle_pieces p where p.event_id is null or p.event_id = e.id)
      returning t.id, e.mode`,
  );
  const together = teams.filter((team) => team.mode === 'teams').map((team) => team.id);
  if (together.length === 0) return [];
  const members: { user_id: string }[] = await trx('participants')
    .whereIn('team_id', together)
    .whereNull('completed_at')
    .update({ completed_at: trx.raw(`date_trunc('milliseconds', now())`) })
    .returning('user_id');
  return members.map((member) => member.user_id);
}
