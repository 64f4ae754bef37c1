import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { PrizeTierRule } from '../../core/ranking';
import type { EventRow, PrizeTierRow } from '../../db/rows';
import type { ChangeBus } from '../realtime/changeBus';
import { listEvents, listPrizeTiers } from '../repos/events';

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

const RETRY_MS = 1000;

const completedAt = (event: EventRow) => (event.completed_at ?? event.end_date).getTime();
/**
 * An active event past its end is over even before the timer has marked it: completed at its end,
 * as the database's gate counts it.
 */
const isOver = (event: EventRow, now: number) => event.status === 'completed' || (event.status === 'active' && event.end_date.getTime() <= now);
const MAX_RETRY_MS = 30_000;
const NO_TIERS: readonly PrizeTierRow[] = [];
const NO_RULES: readonly PrizeTierRule[] = [];

/**
 * Every event, in memory: reads of "is the hunt running, is the board sealed" cost no query.
 * The database announces every change to the events table, and this cache reloads then. It
 * only reads: the time-based transitions are services/eventClock.ts's, which plans them from
 * this cache and hears of its changes.
 */
export class EventsCache {
  private events: EventRow[] = [];
  /** Each event's prize tiers (a change of them touches the event's row, so it is announced too). */
  private tiers = new Map<number, PrizeTierRow[]>();
  private rules = new Map<number, PrizeTierRule[]>();
  private loading: Promise<void> | null = null;
  private reloadAgain = false;
  private readonly listeners = new Set<() => void>();
  private closed = false;
  private retryMs = RETRY_MS;
  /** The last gate read, and the times it holds for: from when it was read until the next event's end. */
  private lastGate: { gate: EventGate; from: number; until: number } | null = null;

  constructor(
    private readonly db: Knex,
    bus: ChangeBus,
    private readonly logger: Logger,
  ) {
    bus.subscribe((change) => {
      if (change.topic === 'events' || change.topic === 'resync') void this.reload();
    });
  }

  /** The first load; fails the start-up if the events can't be read. */
  async start(): Promise<void> {
    await this.load();
  }

  private async load(): Promise<void> {
    const events = await listEvents(this.db);
    const tiers = new Map<number, PrizeTierRow[]>();
    for (const tier of await listPrizeTiers(this.db, events.map((event) => event.id))) {
      tiers.set(tier.event_id, [...(tiers.get(tier.event_id) ?? []), tier]);
    }
    this.events = events;
    this.lastGate = null;
    this.tiers = tiers;
    this.rules = new Map([...tiers].map(([id, rows]) => [id, rows.map((row) => ({ percentile: Number(row.percentile), prizeName: row.prize_name }))]));
  }

  /** An event's prize tiers, in their order (the same array until they change). */
  prizeTiersOf(eventId: number | null): readonly PrizeTierRow[] {
    return (eventId !== null && this.tiers.get(eventId)) || NO_TIERS;
  }

  /** The same tiers as the ranking's rules (core/ranking.ts prizeFor), the same array until they change. */
  prizeRulesOf(eventId: number | null): readonly PrizeTierRule[] {
    return (eventId !== null && this.rules.get(eventId)) || NO_RULES;
  }

  /** The tier row one of prizeRulesOf's rules was read from (rules and rows share their order). */
  prizeTierOf(eventId: number | null, rule: PrizeTierRule): PrizeTierRow | null {
    return this.prizeTiersOf(eventId)[this.prizeRulesOf(eventId).indexOf(rule)] ?? null;
  }

  /**
   * Which event is running and which one the hunt is about. Read several times by every request,
   * so the answer is kept until the events change or one of them ends, the only moment it can.
   */
  gate(now = Date.now()): EventGate {
    const last = this.lastGate;
    if (last && now >= last.from && now < last.until) return last.gate;
    const gate = this.gateAt(now);
    const until = this.events.reduce((soonest, event) => {
      const end = event.end_date.getTime();
      return end > now && end < soonest ? end : soonest;
    }, Infinity);
    this.lastGate = { gate, from: now, until };
    return gate;
  }

  private gateAt(now: number): EventGate {
    const active = this.events.find((event) => event.status === 'active' && event.end_date.getTime() > now) ?? null;
    // Over, an event is still the current one (its final board), rather than one completed
    // before it: the one completed last (an event started later may have been completed earlier).
    const lastCompleted = this.events.reduce<EventRow | null>(
      (last, event) => (isOver(event, now) && (!last || completedAt(event) > completedAt(last)) ? event : last),
      null,
    );
    return { anyEvent: this.events.length > 0, active, current: active ?? lastCompleted ?? this.events[0] ?? null };
  }

  /** The id of the event the hunt is about now (the gate's current one), or null before any exists. */
  currentEventId(now = Date.now()): number | null {
    return this.gate(now).current?.id ?? null;
  }

  /**
   * The event students form teams and pick divisions for: the running one, else the next to
   * start (its teams form before it), else the current one (its teams as they ended).
   */
  teamEvent(now = Date.now()): EventRow | null {
    const { active, current } = this.gate(now);
    if (active) return active;
    const next = this.events
      .filter((event) => event.status === 'scheduled' && event.end_date.getTime() > now)
      .reduce<EventRow | null>((soonest, event) => (!soonest || event.start_date < soonest.start_date ? event : soonest), null);
    return next ?? current;
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
    const before = JSON.stringify([this.events, [...this.tiers]]);
    this.loading = (async () => {
      do {
        this.reloadAgain = false;
        try {
          await this.load();
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
      // A statement that matched no event still announces itself; only real changes go on.
      if (JSON.stringify([this.events, [...this.tiers]]) !== before) for (const listener of this.listeners) listener();
    });
  }
}
