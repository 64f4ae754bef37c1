import type { Knex } from 'knex';
import type { EventRow, PrizeTierRow } from '../../db/rows';
import { isUniqueViolation } from './pgErrors';

/**
 * Applies the time-based transitions: an active event past its end completes; a scheduled
 * event whose start has come becomes active, unless another event is active already.
 * Cheap (the events table is tiny) and idempotent, so callers run it before reading status.
 */
export async function syncEventStatuses(db: Knex, now = new Date()): Promise<void> {
  await db('events')
    .where({ status: 'active' })
    .andWhere('end_date', '<=', now)
    .update({ status: 'completed', completed_at: now });
  const due = await db<EventRow>('events')
    .where({ status: 'scheduled' })
    .andWhere('start_date', '<=', now)
    .andWhere('end_date', '>', now)
    .orderBy([{ column: 'start_date' }, { column: 'id' }])
    .first();
  if (!due) return;
  try {
    await db('events')
      .where({ id: due.id, status: 'scheduled' })
      .whereNotExists(db('events').select(db.raw('1')).where({ status: 'active' }))
      .update({ status: 'active' });
  } catch (error) {
    // Another instance activated an event at the same moment: at most one may be active.
    if (!isUniqueViolation(error)) throw error;
  }
}

export interface EventGate {
  anyEvent: boolean;
  active: EventRow | null;
  /** The most recent event, active or not: its visibility rules the participant leaderboard. */
  current: EventRow | null;
}

/** Applies the due status transitions, then reads where the events stand. */
export async function readEventGate(db: Knex): Promise<EventGate> {
  await syncEventStatuses(db);
  const events = await db<EventRow>('events').orderBy('start_date', 'desc');
  const active = events.find((event) => event.status === 'active') ?? null;
  return { anyEvent: events.length > 0, active, current: active ?? events[0] ?? null };
}

export async function insertEvent(
  db: Knex,
  event: Pick<EventRow, 'name' | 'description' | 'start_date' | 'end_date' | 'status'> & Partial<Pick<EventRow, 'leaderboard_visibility'>>,
  tiers: { percentile: number; prizeName: string; prizeDescription: string | null }[],
): Promise<EventRow> {
  return db.transaction(async (trx) => {
    const [row] = await trx<EventRow>('events').insert(event).returning('*');
    if (!row) throw new Error('event insert returned no row');
    if (tiers.length) {
      await trx<PrizeTierRow>('prize_tiers').insert(
        tiers.map((tier, position) => ({
          event_id: row.id,
          position,
          percentile: tier.percentile,
          prize_name: tier.prizeName,
          prize_description: tier.prizeDescription,
        })),
      );
    }
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

/** Completes the event if it is active; the completed row, or undefined when it was not active. */
export async function completeActiveEvent(trx: Knex.Transaction, id: number): Promise<EventRow | undefined> {
  const [row] = await trx<EventRow>('events')
    .where({ id, status: 'active' })
    .update({ status: 'completed', completed_at: trx.raw(`date_trunc('milliseconds', now())`) })
    .returning('*');
  return row;
}

/** Deletes the event and its prize tiers; false when absent. */
export async function deleteEvent(db: Knex, id: number): Promise<boolean> {
  // returning() rather than the row count: knex-pglite reports no count for a delete.
  return (await db('events').where({ id }).delete().returning('id')).length > 0;
}
