import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { EventRow } from '../../db/rows';
import type { ChangeBus } from '../realtime/changeBus';
import { applyDueEventTransitions, listEvents } from '../repos/events';

export interface EventGate {
  anyEvent: boolean;
  active: EventRow | null;
  /**
   * The event whose visibility rules the participant leaderboard: the active one, else the last
   * completed one (its final board shows until another event starts, even when a sealed one is
   * scheduled meanwhile), else the newest.
   */
  current: EventRow | null;
}

/** setTimeout's longest delay; a later transition is simply re-planned when this one fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;
const RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

/**
 * When the next time-based transition is due: an active event's end, or (while none is
 * active) a scheduled event's start. A scheduled event waiting behind an active one starts
 * when that one ends, which is itself a transition.
 */
export function nextTransitionAt(events: readonly EventRow[], now: number): number | null {
  const active = events.filter((event) => event.status === 'active');
  const times = active.length
    ? active.map((event) => event.end_date.getTime())
    : events.filter((event) => event.status === 'scheduled' && event.end_date.getTime() > now).map((event) => event.start_date.getTime());
  return times.length ? Math.min(...times) : null;
}

/**
 * Every event, in memory: reads of "is the hunt running, is the board sealed" cost no query.
 * The database announces every change to the events table, and this cache reloads then.
 * Time-based transitions (a scheduled event starting, an active one reaching its end) are
 * applied by a timer at the moment they are due, on every instance (the update is idempotent
 * and at most one event can be active), rather than by the reads that notice them.
 */
export class EventsCache {
  private events: EventRow[] = [];
  private loading: Promise<void> | null = null;
  private reloadAgain = false;
  private timer: NodeJS.Timeout | null = null;
  private readonly listeners = new Set<() => void>();
  private closed = false;
  private retryMs = RETRY_MS;

  constructor(
    private readonly db: Knex,
    bus: ChangeBus,
    private readonly logger: Logger,
  ) {
    bus.subscribe((change) => {
      if (change.topic === 'events' || change.topic === 'resync') void this.reload();
    });
  }

  /** Applies transitions already due, then loads; fails the start-up if the events can't be read. */
  async start(): Promise<void> {
    await applyDueEventTransitions(this.db);
    this.events = await listEvents(this.db);
    this.planNextTransition();
  }

  gate(now = Date.now()): EventGate {
    // An active event past its end is over even before the timer has marked it.
    const active = this.events.find((event) => event.status === 'active' && event.end_date.getTime() > now) ?? null;
    const lastCompleted = this.events.find((event) => event.status === 'completed') ?? null;
    return { anyEvent: this.events.length > 0, active, current: active ?? lastCompleted ?? this.events[0] ?? null };
  }

  /** Every event, newest first (the hunt's state is read from them, see core/huntState.ts). */
  all(): readonly EventRow[] {
    return this.events;
  }

  /** Called after each reload (a change of events anywhere). */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Reads the events again now, for the instance that just changed them. */
  refresh(): Promise<void> {
    return this.reload();
  }

  /** Resolves once no reload is running (tests, and start-up). */
  async idle(): Promise<void> {
    while (this.loading) await this.loading;
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.listeners.clear();
  }

  /**
   * One load at a time; a change arriving during a load triggers one more, so none is missed,
   * and a load that fails is tried again with backoff until the database answers.
   */
  private reload(): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (this.loading) {
      this.reloadAgain = true;
      return this.loading;
    }
    const before = JSON.stringify(this.events);
    this.loading = (async () => {
      do {
        this.reloadAgain = false;
        try {
          this.events = await listEvents(this.db);
          this.retryMs = RETRY_MS;
        } catch (error) {
          this.logger.error({ err: error }, 'loading events failed; trying again');
          setTimeout(() => void this.reload(), this.retryMs).unref();
          this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
          return;
        }
      } while (this.reloadAgain && !this.closed);
    })().finally(() => {
      this.loading = null;
    });
    return this.loading.then(() => {
      this.planNextTransition();
      // A statement that matched no event still announces itself; only real changes go on.
      if (JSON.stringify(this.events) !== before) for (const listener of this.listeners) listener();
    });
  }

  private planNextTransition(retrying = false): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const at = nextTransitionAt(this.events, Date.now());
    if (at === null || this.closed) return;
    const wait = Math.min(MAX_TIMER_MS, Math.max(retrying ? RETRY_MS : 0, at - Date.now()));
    this.timer = setTimeout(() => {
      // A transition made here comes back through the bus, which reloads and re-plans; when
      // nothing changed (another instance was first), try again a little later.
      applyDueEventTransitions(this.db)
        .then((changed) => (changed ? undefined : this.planNextTransition(true)))
        .catch((error: unknown) => {
          this.logger.error({ err: error }, 'applying event transitions failed');
          this.planNextTransition(true);
        });
    }, wait);
    this.timer.unref();
  }
}
