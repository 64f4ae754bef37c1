import type { Knex } from 'knex';
import type { EventRow } from '../../db/rows';
import { activateScheduledEvent, completeEventsEndedBy, findDueScheduledEvent, startScheduledEventNow } from '../repos/events';

/**
 * The events' time-based transitions (core/eventTransitions.ts says when one is due). Applied
 * at start-up, when an event is created, and by services/eventClock.ts at the moment each is
 * due, on every instance: idempotent, and at most one event is ever active (the repo's
 * statements check it, and a unique index holds it when two instances act at once).
 */

/**
 * An active event past its end completes (at its end date); then the scheduled event whose
 * start has come becomes active, unless another event is active. True when it changed something.
 */
export async function applyDueEventTransitions(deps: { db: Knex }, now = new Date()): Promise<boolean> {
  const ended = await completeEventsEndedBy(deps.db, now);
  const due = await findDueScheduledEvent(deps.db, now);
  const started = due ? await activateScheduledEvent(deps.db, due.id, now) : false;
  return ended.length > 0 || started;
}

/**
 * Start Now (see repos/events.ts startScheduledEventNow). An active event already past its end is
 * completed first, as the clock would a moment later, so it does not stand in the way.
 */
export async function startEventNow(deps: { db: Knex }, id: number): Promise<EventRow | undefined> {
  await completeEventsEndedBy(deps.db, new Date());
  return startScheduledEventNow(deps.db, id);
}
