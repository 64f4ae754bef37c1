import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { ChangeBus } from '../realtime/changeBus';
import { stampOfRow } from '../realtime/changes';
import { findMarkedSince, transactionHorizon } from '../repos/leaderboard';
import type { LiveRanking } from './liveRanking';

/**
 * How often every instance looks for participant changes nobody announced: the longest another
 * instance's board can miss a change whose instance stopped between its commit and its
 * announcement (docs/decisions.md, "A finale of thousands").
 */
export const RECONCILE_EVERY_MS = 3000;

/**
 * Catches what an instance committed but never announced: the paths that announce their own
 * changes after commit (a scan, an answer, a hint: leaderboard/raceAnnouncer.ts) mark the rows
 * with their transaction's id, and every few seconds each instance reads the current event's
 * rows marked since its last look (an index range read of the few changed meanwhile) and hands
 * the ones its board does not show as they are to its listeners, as if they had been announced
 * (the board and the user cache apply them as they do an announcement).
 *
 * "Since its last look" is a transaction id, not a time: the oldest transaction still running at
 * the last look. Any transaction that committed after that look has an id at least this, however
 * long it ran, so none is missed; one still running is read again at the next look.
 */
export class Reconciliation {
  private horizon: string | null = null;
  private timer: NodeJS.Timeout | null = null;
  private looking: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Knex,
    private readonly bus: Pick<ChangeBus, 'deliver'>,
    private readonly ranking: Pick<LiveRanking, 'shows'>,
    private readonly currentEventId: () => number | null,
    private readonly logger: Logger,
  ) {}

  /**
   * Takes the first horizon, then looks every few seconds. Called before the ranking's first
   * load: whatever committed before the horizon is in that load, whatever after is read here.
   */
  async start(): Promise<void> {
    this.horizon = await transactionHorizon(this.db);
    this.timer = setInterval(() => void this.lookNow(), RECONCILE_EVERY_MS);
    this.timer.unref();
  }

  /**
   * Looks now, after any look under way (one at a time, each from the horizon the last left):
   * the timer's, and a test's that must see a change no instance announced (a fixture that
   * calls the scan's function directly).
   */
  lookNow(): Promise<void> {
    this.looking = this.looking.then(() => this.look());
    return this.looking;
  }

  /** One look: the rows marked since the last, those the board does not show as they are handed on. */
  private async look(): Promise<void> {
    const eventId = this.currentEventId();
    if (eventId === null || this.horizon === null) return;
    try {
      const { horizon, rows } = await findMarkedSince(this.db, eventId, this.horizon);
      this.horizon = horizon;
      const missed = rows.map((row) => ({ id: row.id, stamp: stampOfRow(row, row.event_id, row.disqualified) })).filter(({ id, stamp }) => !this.ranking.shows(id, stamp));
      // Whatever changed in a missed row, its standing may have: as a `standing` announcement.
      if (missed.length > 0) this.bus.deliver({ topic: 'race', finds: missed, standing: true });
    } catch (error) {
      // The horizon stays where it was: the next look reads these rows again.
      this.logger.warn({ err: error }, 'reconciling participant changes failed');
    }
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.looking;
  }
}
