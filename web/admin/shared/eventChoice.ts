import type { EventDto } from '../../../core/admin';

type ChoosableEvent = Pick<EventDto, 'id' | 'status' | 'startDate' | 'endDate'>;

/**
 * The event a section about one event's teams or divisions opens on: the running one, else the
 * next to start (teams and divisions are mostly set up before), else the one that ended last.
 */
export function defaultEventId(events: readonly ChoosableEvent[]): number | null {
  const active = events.find((event) => event.status === 'active');
  if (active) return active.id;
  const time = (iso: string) => new Date(iso).getTime();
  const [next] = events.filter((event) => event.status === 'scheduled').sort((a, b) => time(a.startDate) - time(b.startDate));
  if (next) return next.id;
  const [last] = [...events].sort((a, b) => time(b.endDate) - time(a.endDate));
  return last?.id ?? null;
}

/** The event chosen in the address (`?event=`) when it is one of `events`, else the default. */
export function chosenEventId(events: readonly ChoosableEvent[], fromAddress: string | null): number | null {
  const wanted = Number(fromAddress);
  return events.some((event) => event.id === wanted) ? wanted : defaultEventId(events);
}
