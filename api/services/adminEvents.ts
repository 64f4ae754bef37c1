import type { EventCreate, EventUpdate } from '../../core/admin';
import type { EventRow, PrizeTierRow } from '../../db/rows';
import { badRequest, conflict, notFound, type AppError } from '../errors';
import { completeActiveEvent, deleteEvent, findEvent, insertEvent, listEvents, listPrizeTiers, lockEvent, updateEvent, type EventChanges } from '../repos/events';
import { applyDueEventTransitions, startEventNow } from './eventTransitions';
import { copyOwnContent } from '../repos/eventContent';
import { generateCode } from '../../core/scanCode';
import type { Deps } from '../deps';

export interface EventWithTiers {
  event: EventRow;
  tiers: PrizeTierRow[];
}

const NOT_FOUND = 'Event not found';

/** Every event with its prize tiers (status transitions happen on time, see services/eventClock.ts). */
export async function listEventsWithTiers(deps: Deps): Promise<EventWithTiers[]> {
  const events = await listEvents(deps.db);
  const tiers = await listPrizeTiers(deps.db, events.map((event) => event.id));
  return events.map((event) => ({ event, tiers: tiers.filter((tier) => tier.event_id === event.id) }));
}

/**
 * A new event starts scheduled and becomes active at once if its window has begun and no other
 * event is active. The database announces every event change; this instance reads the events
 * again before answering, so its own next request already sees the change.
 */
export async function createEvent(deps: Deps, input: EventCreate): Promise<EventWithTiers> {
  const created = await insertEvent(deps.db, eventRowOf(input), input.prizeTiers);
  await applyDueEventTransitions(deps);
  await deps.caches.events.refresh();
  return readEvent(deps, created.id);
}

/**
 * Clone: a new event made from `input` (the panel fills it from the source, the organiser
 * changes the name and dates) with copies of the source's own pieces (their QR links under new
 * codes) and questionnaires; content every event uses needs no copy. 404 for an unknown source.
 */
export async function cloneEvent(deps: Deps, sourceId: number, input: EventCreate): Promise<EventWithTiers> {
  const created = await deps.db.transaction(async (trx) => {
    if (!(await findEvent(trx, sourceId))) throw notFound(NOT_FOUND);
    const event = await insertEvent(trx, eventRowOf(input), input.prizeTiers);
    await copyOwnContent(trx, sourceId, event.id, () => generateCode());
    return event;
  });
  await applyDueEventTransitions(deps);
  await deps.caches.events.refresh();
  return readEvent(deps, created.id);
}

/**
 * Edit: only what `update` names changes, until the event is completed. A running event keeps
 * its start (its collections were judged against it) and must still end in the future: ending it
 * now is Complete. A change of dates is applied like a new event's: the event starts at once if
 * its window has begun.
 */
export async function changeEvent(deps: Deps, id: number, update: EventUpdate): Promise<EventWithTiers> {
  await deps.db.transaction(async (trx) => {
    const event = await lockEvent(trx, id);
    if (!event) throw notFound(NOT_FOUND);
    if (event.status === 'completed') throw conflict('A completed event cannot be edited');
    const startDate = update.startDate ?? event.start_date;
    const endDate = update.endDate ?? event.end_date;
    if (endDate <= startDate) throw badRequest('endDate must be after startDate');
    if (event.status === 'active') {
      if (startDate.getTime() !== event.start_date.getTime()) throw conflict('The start of a running event cannot change');
      if (endDate.getTime() <= Date.now()) throw conflict('A running event must end in the future: complete it instead');
    }
    await updateEvent(trx, id, eventChanges(update), update.prizeTiers);
  });
  await applyDueEventTransitions(deps);
  await deps.caches.events.refresh();
  return readEvent(deps, id);
}

/** A new event's row: scheduled, until its start (or Start Now) makes it active. */
function eventRowOf(input: EventCreate) {
  return {
    name: input.name,
    description: input.description || null,
    start_date: input.startDate,
    end_date: input.endDate,
    status: 'scheduled' as const,
    leaderboard_visibility: input.leaderboardVisibility,
    location_policy: input.locationPolicy,
    freeze_minutes: input.freezeMinutes,
    mode: input.mode,
    team_size: input.teamSize,
    team_formation: input.teamFormation,
    late_joining: input.lateJoining,
    division_choice: input.divisionChoice,
    language: input.language,
  };
}

function eventChanges(update: EventUpdate): EventChanges {
  const changes: EventChanges = {};
  if (update.name !== undefined) changes.name = update.name;
  if (update.description !== undefined) changes.description = update.description || null;
  if (update.startDate !== undefined) changes.start_date = update.startDate;
  if (update.endDate !== undefined) changes.end_date = update.endDate;
  if (update.leaderboardVisibility !== undefined) changes.leaderboard_visibility = update.leaderboardVisibility;
  if (update.locationPolicy !== undefined) changes.location_policy = update.locationPolicy;
  if (update.freezeMinutes !== undefined) changes.freeze_minutes = update.freezeMinutes;
  if (update.mode !== undefined) changes.mode = update.mode;
  if (update.teamSize !== undefined) changes.team_size = update.teamSize;
  if (update.teamFormation !== undefined) changes.team_formation = update.teamFormation;
  if (update.lateJoining !== undefined) changes.late_joining = update.lateJoining;
  if (update.divisionChoice !== undefined) changes.division_choice = update.divisionChoice;
  if (update.language !== undefined) changes.language = update.language;
  return changes;
}

/** Completing an active event ends it and unseals its leaderboard for participants. */
export async function completeEvent(deps: Deps, id: number): Promise<EventWithTiers> {
  await deps.db.transaction(async (trx) => {
    const completed = await completeActiveEvent(trx, id);
    if (!completed) {
      if (!(await findEvent(trx, id))) throw notFound(NOT_FOUND);
      throw conflict('Only an active event can be completed');
    }
  });
  await deps.caches.events.refresh();
  return readEvent(deps, id);
}

/**
 * Start Now: a scheduled event becomes active at once, until its own end date.
 * Refused (409) while another event is active, for an event that is not scheduled, and for one
 * whose end date has passed; one of two starts at the same moment wins.
 */
export async function startEvent(deps: Deps, id: number): Promise<EventWithTiers> {
  if (!(await startEventNow(deps, id))) throw await whyNotStarted(deps, id);
  await deps.caches.events.refresh();
  return readEvent(deps, id);
}

async function whyNotStarted(deps: Deps, id: number): Promise<AppError> {
  const event = await findEvent(deps.db, id);
  if (!event) return notFound(NOT_FOUND);
  if (event.status !== 'scheduled') return conflict('Only a scheduled event can be started: this one is {status}', { status: event.status });
  if (event.end_date.getTime() <= Date.now()) return conflict('This event cannot start: its end date has passed');
  // Else another event was active (and, in a race, may have ended since: then a retry starts it).
  return conflict('Another event is active: complete it first');
}

export async function removeEvent(deps: Deps, id: number): Promise<void> {
  if (!(await deleteEvent(deps.db, id))) throw notFound(NOT_FOUND);
  await deps.caches.events.refresh();
}

async function readEvent(deps: Deps, id: number): Promise<EventWithTiers> {
  const event = await findEvent(deps.db, id);
  if (!event) throw notFound(NOT_FOUND);
  return { event, tiers: await listPrizeTiers(deps.db, [id]) };
}
