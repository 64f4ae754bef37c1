import { huntStateAt, type HuntState } from '../../core/huntState';
import type { EventsCache } from '../caches/eventsCache';

/** Where the hunt stands now, from the events this instance holds in memory (no query). */
export function currentHuntState(events: Pick<EventsCache, 'all'>, now = new Date()): HuntState {
  return huntStateAt(
    events.all().map((event) => ({ status: event.status, startDate: event.start_date, endDate: event.end_date, completedAt: event.completed_at })),
    now,
  );
}
