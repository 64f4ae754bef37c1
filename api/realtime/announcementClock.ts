import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { presentAnnouncement } from '../presenters/announcements';
import { claimDueAnnouncements, findAnnouncement, nextAnnouncementAt } from '../repos/announcements';
import type { ChangeBus } from './changeBus';
import { MAX_TIMER_MS } from '../timerLimit';
import { eventMessage } from './sse';

const RETRY_MS = 1000;

/**
 * Sends announcements at their time and passes each sent one to this instance's hunt streams.
 * Every instance keeps a clock for the next one due, planned again whenever one is scheduled or
 * cancelled anywhere (`announcements` on the bus): so one is sent at its time even when the
 * instance that stored it has stopped. The claim (repos/announcements.ts) lets one instance send
 * it, and the database announces it once (`announcement:<id>`), which each instance writes once
 * to each of its streams.
 */
export class AnnouncementClock {
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  private readonly stopListening: () => void;

  constructor(
    private readonly db: Knex,
    bus: ChangeBus,
    private readonly logger: Logger,
    /** Writes one message to every hunt stream of this instance. */
    private readonly send: (message: string) => void,
    /** Told of the announcements this instance claimed (to push them to the phones). */
    private readonly claimed: (ids: readonly number[]) => void,
  ) {
    this.stopListening = bus.subscribe((change) => {
      if (change.topic === 'announcements' || change.topic === 'resync') this.plan();
      if (change.topic === 'announcement') void this.deliver(change.id);
    });
  }

  /** The first plan; also sends what fell due while no instance was running. */
  start(): void {
    this.plan();
  }

  close(): void {
    this.closed = true;
    this.stopListening();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private plan(retrying = false): void {
    if (this.closed) return;
    nextAnnouncementAt(this.db).then(
      (at) => {
        if (this.timer) clearTimeout(this.timer);
        this.timer = null;
        if (this.closed || at === null) return;
        const wait = Math.min(MAX_TIMER_MS, Math.max(retrying ? RETRY_MS : 0, at.getTime() - Date.now()));
        this.timer = setTimeout(() => this.fire(), wait);
        this.timer.unref();
      },
      (error: unknown) => this.retry(error, 'planning announcements failed'),
    );
  }

  private fire(): void {
    // A claim comes back through the bus as `announcement:<id>`; then the next one is planned.
    claimDueAnnouncements(this.db).then(
      (ids) => {
        this.claimed(ids);
        this.plan(true);
      },
      (error: unknown) => this.retry(error, 'sending announcements failed'),
    );
  }

  private retry(error: unknown, message: string): void {
    this.logger.error({ err: error }, message);
    if (this.closed) return;
    this.timer = setTimeout(() => this.plan(true), RETRY_MS);
    this.timer.unref();
  }

  private async deliver(id: number): Promise<void> {
    try {
      const row = await findAnnouncement(this.db, id);
      if (row && !this.closed) this.send(eventMessage('announcement', JSON.stringify(presentAnnouncement(row))));
    } catch (error) {
      this.logger.error({ err: error, id }, 'an announcement could not be read to pass on');
    }
  }
}
