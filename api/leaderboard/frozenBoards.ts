import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { freezesAt, isFrozen } from '../../core/boardFreeze';
import type { EmailPolicy } from '../../core/displayName';
import type { EventRow } from '../../db/rows';
import type { EventsCache } from '../caches/eventsCache';
import { listStandingsAt } from '../repos/frozenBoard';
import { presentTopList, type TopList } from './boardView';
import { toRankedUser } from './rankingRows';
import { MAX_TIMER_MS } from '../timerLimit';
import { RankingIndex } from './rankingIndex';

const RETRY_MS = 1000;

const toDates = (event: EventRow) => ({ status: event.status, endDate: event.end_date, freezeMinutes: event.freeze_minutes });

/**
 * The running event's board as it froze `freeze_minutes` before its end, which students and the
 * big screen see from then until the event is completed (organisers keep the live one). Read
 * from the database at the moment of the freeze (the same on every instance: it is the
 * standings at that instant), and planned again whenever the events change.
 */
export class FrozenBoards {
  private frozen: { eventId: number; ranking: RankingIndex; tops: Map<EmailPolicy, TopList> } | null = null;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly db: Knex,
    private readonly events: Pick<EventsCache, 'gate' | 'prizeRulesOf'>,
    private readonly logger: Logger,
    /** Told when the frozen board appears or goes: pages must read the board again. */
    private readonly onChange: () => void,
  ) {}

  /** The frozen ranking of the event, when its public board is frozen now; null otherwise. */
  rankingOf(eventId: number): RankingIndex | null {
    const active = this.events.gate().active;
    if (!active || active.id !== eventId || !isFrozen(toDates(active), new Date())) return null;
    return this.frozen?.eventId === eventId ? this.frozen.ranking : null;
  }

  /** The current event's frozen board for participants, when it is frozen now. */
  current(): RankingIndex | null {
    const active = this.events.gate().active;
    return active ? this.rankingOf(active.id) : null;
  }

  /** The frozen board's top list for a policy (presented once). */
  top(policy: EmailPolicy): TopList | null {
    const ranking = this.current();
    if (!ranking || !this.frozen) return null;
    let top = this.frozen.tops.get(policy);
    if (!top) {
      top = presentTopList(ranking, policy, this.events.prizeRulesOf(this.frozen.eventId), true);
      this.frozen.tops.set(policy, top);
    }
    return top;
  }

  /** Plans the running event's freeze (or loads it now, when it has begun); call after every change of events. */
  async plan(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.closed) return;
    const active = this.events.gate().active;
    const at = active ? freezesAt(toDates(active)) : null;
    if (!active || !at) return this.set(null);
    if (this.frozen?.eventId === active.id) return;
    const wait = at.getTime() - Date.now();
    if (wait > 0) {
      this.timer = setTimeout(() => void this.plan(), Math.min(wait, MAX_TIMER_MS));
      this.timer.unref();
      return;
    }
    try {
      const rows = await listStandingsAt(this.db, active.id, at);
      const ranking = await RankingIndex.build(rows.map(toRankedUser), 5000, yieldToEventLoop);
      this.set({ eventId: active.id, ranking, tops: new Map() });
    } catch (error) {
      this.logger.error({ err: error }, 'the frozen board could not be read; trying again');
      this.timer = setTimeout(() => void this.plan(), RETRY_MS);
      this.timer.unref();
    }
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
  }

  private set(frozen: FrozenBoards['frozen']): void {
    if (this.frozen === null && frozen === null) return;
    this.frozen = frozen;
    this.onChange();
  }
}
