import type { Logger } from 'pino';
import { nextTransitionAt } from '../../core/eventTransitions';
import { MAX_TIMER_MS } from '../timerLimit';
import type { EventsCache } from '../caches/eventsCache';

const RETRY_MS = 1000;

/**
 * Applies the events' time-based transitions (a scheduled event starting, an active one
 * reaching its end) at the moment each is due, rather than letting the reads that notice them
 * write. One per instance: every instance's clock fires, and the transitions are idempotent.
 * It plans from the events the cache holds, and again after every change the cache hears of.
 */
export class EventClock {
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  private readonly stopListening: () => void;

  /** `apply` applies what is due and says whether it changed anything (services/eventTransitions.ts). */
  constructor(
    private readonly events: Pick<EventsCache, 'all' | 'onChange'>,
    private readonly apply: () => Promise<boolean>,
    private readonly logger: Logger,
  ) {
    this.stopListening = events.onChange(() => this.plan());
    this.plan();
  }

  close(): void {
    this.closed = true;
    this.stopListening();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private plan(retrying = false): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.closed) return;
    const events = this.events.all().map((event) => ({ status: event.status, startDate: event.start_date, endDate: event.end_date }));
    const at = nextTransitionAt(events, Date.now());
    if (at === null) return;
    const wait = Math.min(MAX_TIMER_MS, Math.max(retrying ? RETRY_MS : 0, at - Date.now()));
    this.timer = setTimeout(() => this.fire(), wait);
    this.timer.unref();
  }

  private fire(): void {
    // A transition made here comes back through the bus, the cache reloads and this plans
    // again; when nothing changed (another instance was first, or the timer woke early), it
    // tries again a little later.
    this.apply()
      .then((changed) => (changed ? undefined : this.plan(true)))
      .catch((error: unknown) => {
        this.logger.error({ err: error }, 'applying event transitions failed');
        this.plan(true);
      });
  }
}
