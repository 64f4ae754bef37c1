import type { HuntEvent } from './huntState';

/**
 * An event's status changes by time: an active event completes at its end date; a scheduled
 * event becomes active at its start date, unless another event is active (then it waits until
 * that one ends, which is itself a transition). api/services/eventTransitions.ts applies them.
 */
export type TimedEvent = Pick<HuntEvent, 'status' | 'startDate' | 'endDate'>;

/**
 * When the next time-based transition is due (ms since the epoch), or null when none is: an
 * active event's end, or (while none is active) the start of a scheduled event that has not
 * ended yet. A time already past means due now.
 */
export function nextTransitionAt(events: readonly TimedEvent[], now: number): number | null {
  const active = events.filter((event) => event.status === 'active');
  const times = active.length
    ? active.map((event) => event.endDate.getTime())
    : events.filter((event) => event.status === 'scheduled' && event.endDate.getTime() > now).map((event) => event.startDate.getTime());
  return times.length ? Math.min(...times) : null;
}
