import type { Knex } from 'knex';
import type { EventRow, PrizeTierRow } from '../../db/rows';
import { EVENT_GATE_LOCK_CLASS } from '../../db/locks';
import { isUniqueViolation } from './pgErrors';

/** Completes every active event whose end is at or before `at`, stamped at its end date; their ids. */
export async function completeEventsEndedBy(db: Knex, at: Date): Promise<number[]> {
  const rows: { id: number }[] = await db('events')
    .where({ status: 'active' })
    .andWhere('end_date', '<=', at)
    .update({ status: 'completed', completed_at: db.ref('end_date') })
    .returning('id');
  return rows.map((row) => row.id);
}

/** The scheduled event whose window holds `at`, the earliest start first. */
export function findDueScheduledEvent(db: Knex, at: Date): Promise<EventRow | undefined> {
  return db<EventRow>('events')
    .where({ status: 'scheduled' })
    .andWhere('start_date', '<=', at)
    .andWhere('end_date', '>', at)
    .orderBy([{ column: 'start_date' }, { column: 'id' }])
    .first();
}

/**
 * Makes a scheduled event whose window holds `at` active, its dates as they are; false when it
 * is not scheduled, its dates were edited since it was found due, or another event is active.
 * Of two at the same moment the unique index on the active event refuses the second, which is
 * the same answer.
 */
export async function activateScheduledEvent(db: Knex, id: number, at: Date): Promise<boolean> {
  try {
    const started = await db('events')
      .where({ id, status: 'scheduled' })
      .andWhere('start_date', '<=', at)
      .andWhere('end_date', '>', at)
      .whereNotExists(db('events').select(db.raw('1')).where({ status: 'active' }))
      .update({ status: 'active' })
      .returning('id');
    return started.length > 0;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return false;
  }
}

/**
 * Start Now: a scheduled event whose end is still ahead becomes active at once, its start moved
 * to now when it was still to come (its end stays). The row, or undefined when it did not start:
 * not scheduled, its end passed, or another event is active (the caller reads which). Of two
 * starts at once only one wins: the statement checks that no event is active, and the unique
 * index on the active event refuses the second of two that checked at the same moment.
 */
export async function startScheduledEventNow(db: Knex, id: number): Promise<EventRow | undefined> {
  try {
    const [row] = await db<EventRow>('events')
      .where({ id, status: 'scheduled' })
      .andWhere('end_date', '>', db.fn.now())
      .whereNotExists(db('events').select(db.raw('1')).where({ status: 'active' }))
      .update({ status: 'active', start_date: db.raw('least(start_date, now())') })
      .returning('*');
    return row;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return undefined;
  }
}

/** An event's own columns an organiser may change. */
/** What an organiser may set on an event (its status and completion move by the event clock and its commands). */
export type EventSettings = Pick<EventRow, 'leaderboard_visibility' | 'location_policy' | 'freeze_minutes' | 'mode' | 'team_size' | 'team_formation' | 'late_joining' | 'division_choice' | 'language'>;
export type EventChanges = Partial<Pick<EventRow, 'name' | 'description' | 'start_date' | 'end_date'> & EventSettings>;
type PrizeTierInput = { percentile: number; prizeName: string; prizeDescription: string | null };

/**
 * The event, locked until `trx` ends: an edit and a completion (or a transition by time) of the
 * same event happen one after the other, each seeing what the other left.
 */
export function lockEvent(trx: Knex.Transaction, id: number): Promise<EventRow | undefined> {
  return trx<EventRow>('events').where({ id }).forUpdate().first();
}

/** Changes the event's columns and, when `tiers` is given, replaces its prize tiers. */
export async function updateEvent(trx: Knex.Transaction, id: number, changes: EventChanges, tiers?: PrizeTierInput[]): Promise<void> {
  if (Object.keys(changes).length > 0) await trx<EventRow>('events').where({ id }).update(changes);
  if (!tiers) return;
  // The events cache reloads when the events table announces a change: the tiers ride with it.
  if (Object.keys(changes).length === 0) await trx.raw('update events set id = id where id = ?', [id]);
  await trx('prize_tiers').where({ event_id: id }).delete();
  await insertPrizeTiers(trx, id, tiers);
}

async function insertPrizeTiers(db: Knex, eventId: number, tiers: PrizeTierInput[]): Promise<void> {
  if (tiers.length === 0) return;
  await db<PrizeTierRow>('prize_tiers').insert(
    tiers.map((tier, position) => ({
      event_id: eventId,
      position,
      percentile: tier.percentile,
      prize_name: tier.prizeName,
      prize_description: tier.prizeDescription,
    })),
  );
}

export async function insertEvent(
  db: Knex | Knex.Transaction,
  event: Pick<EventRow, 'name' | 'description' | 'start_date' | 'end_date' | 'status'> & Partial<EventSettings>,
  tiers: PrizeTierInput[],
): Promise<EventRow> {
  return db.transaction(async (trx) => {
    const [row] = await trx<EventRow>('events').insert(event).returning('*');
    if (!row) throw new Error('event insert returned no row');
    await insertPrizeTiers(trx, row.id, tiers);
    return row;
  });
}

/** Newest first. */
export function listEvents(db: Knex): Promise<EventRow[]> {
  return db<EventRow>('events').orderBy([{ column: 'start_date', order: 'desc' }, { column: 'id', order: 'desc' }]);
}

export function findEvent(db: Knex, id: number): Promise<EventRow | undefined> {
  return db<EventRow>('events').where({ id }).first();
}

/** The prize tiers of these events, in position order. */
export function listPrizeTiers(db: Knex, eventIds: readonly number[]): Promise<PrizeTierRow[]> {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db<PrizeTierRow>('prize_tiers').whereIn('event_id', eventIds).orderBy([{ column: 'event_id' }, { column: 'position' }]);
}

/**
 * Completes the event if it is active; the completed row, or undefined when it was not active.
 * It first takes the event gate exclusively: scans in flight (which hold it shared) finish
 * first, later ones see the event completed, and the completion time is read only then, so
 * no collection is stored after it.
 */
export async function completeActiveEvent(trx: Knex.Transaction, id: number): Promise<EventRow | undefined> {
  await trx.raw('select pg_advisory_xact_lock(?, hunt_event_gate_key())', [EVENT_GATE_LOCK_CLASS]);
  const [row] = await trx<EventRow>('events')
    .where({ id, status: 'active' })
    .update({ status: 'completed', completed_at: trx.raw('clock_timestamp()') })
    .returning('*');
  return row;
}

/**
 * Deletes the event with everything of it: its play (collections, answers, standings, marks),
 * its own pieces with their QR links and its own questionnaires, and its prize tiers; false when
 * absent. The play goes first: it holds the own content, which only this event's play can.
 */
export async function deleteEvent(db: Knex, id: number): Promise<boolean> {
  return db.transaction(async (trx) => {
    await trx('collection_entries').where({ event_id: id }).delete();
    await trx('survey_responses').where({ event_id: id }).delete();
    const ownPieces = trx('puzzle_pieces').select('id').where({ event_id: id });
    await trx('qr_links').whereIn('puzzle_piece_id', ownPieces).delete();
    await trx('puzzle_pieces').where({ event_id: id }).delete();
    await trx('questionnaires').where({ event_id: id }).delete();
    // returning() rather than the row count: knex-pglite reports no count for a delete.
    return (await trx('events').where({ id }).delete().returning('id')).length > 0;
  });
}

export type HuntGate = { state: 'open'; eventId: number } | { state: 'over' | 'not_started' };

/**
 * Holds the event gate shared until `trx` ends, as a scan does (so a completion waits for it,
 * and it sees a completion that came first), and says whether the hunt takes answers now, and
 * for which event: only while an event is active and within its dates. 'over' once an event has
 * ended and none is running. The same rule as the scan's gate in hunt_record_scan
 * (db/functions/huntRecordScan.ts): change the two together.
 */
export async function holdEventGate(trx: Knex.Transaction): Promise<HuntGate> {
  await trx.raw('select pg_advisory_xact_lock_shared(?, hunt_event_gate_key())', [EVENT_GATE_LOCK_CLASS]);
  const { rows } = await trx.raw<{ rows: { open: number | null; over: boolean }[] }>(`
    select
      (select id from events where status = 'active' and start_date <= now() and end_date > now()) as open,
      exists (select 1 from events where status = 'completed' or (status = 'active' and end_date <= now())) as over`);
  const gate = rows[0];
  if (gate?.open != null) return { state: 'open', eventId: gate.open };
  return { state: gate?.over ? 'over' : 'not_started' };
}
