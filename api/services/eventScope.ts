import type { EventRow } from '../../db/rows';
import type { EventsCache } from '../caches/eventsCache';
import { badRequest, notFound } from '../errors';

type EventSources = { caches: { events: Pick<EventsCache, 'all' | 'gate'> } };

const cachedEvent = (deps: EventSources, id: number) => deps.caches.events.all().find((candidate) => candidate.id === id);

/** The event with this id, from memory; 404 when there is none. */
export function knownEvent(deps: EventSources, id: number): EventRow {
  const event = cachedEvent(deps, id);
  if (!event) throw notFound('Event not found');
  return event;
}

/**
 * The event a piece or questionnaire is to belong to: null (every event's), or an event that
 * exists and is not completed (400 otherwise: a completed event's content is history).
 */
export function eventForContent(deps: EventSources, eventId: number | null): number | null {
  if (eventId === null) return null;
  const event = cachedEvent(deps, eventId);
  if (!event) throw badRequest('eventId: no such event');
  if (event.status === 'completed') throw badRequest('eventId: a completed event takes no new content');
  return eventId;
}

/**
 * The event a read is about: the one `?event=` names (404 when there is none), else the current
 * one (null before any event exists).
 */
export function eventInScope(deps: EventSources, requested: number | undefined): EventRow | null {
  return requested === undefined ? deps.caches.events.gate().current : knownEvent(deps, requested);
}
