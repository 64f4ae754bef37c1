import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { formatStamp, type RankStamp } from '../realtime/changes';

/** How long rows are gathered before they are announced: the other instances' boards lag by this much at most. */
const GATHER_MS = 100;
/** A NOTIFY payload must stay under 8000 bytes; a stamped row takes about 90. */
const MAX_PAYLOAD = 7500;

/**
 * Announces the participant rows this instance wrote (finds, completions, points of answers,
 * hints' costs), a batch at a time, after their transactions committed: a NOTIFY or two per
 * tenth of a second (`race:<id>:<stamp>;…` for finds alone, `standing:` for rows whose points,
 * completion, team or division changed) instead of one inside every writing transaction, where
 * it would make commits queue on PostgreSQL's notification lock (a finale's completions topped
 * out near 800 a second so). The rows are marked in the database (`changed_xid`), so the
 * participants trigger stays silent for them; a disqualification, a team or division change and
 * an erasure are still announced by the trigger itself. An instance that stops between a commit
 * and its announcement leaves the change to every instance's reconciliation
 * (leaderboard/reconciliation.ts), which reads the marked rows every few seconds.
 */
export class RaceAnnouncer {
  /** Each student's latest stamp, and whether any change gathered for them moved their standing. */
  private readonly waiting = new Map<string, { stamp: RankStamp; standing: boolean }>();
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly db: Knex,
    private readonly logger: Logger,
  ) {}

  /** A row to announce (the latest stamp of a student wins); `standing` when its points, completion, team or division changed. */
  announce(userId: string, stamp: RankStamp, standing: boolean): void {
    if (this.closed) return;
    this.waiting.set(userId, { stamp, standing: standing || (this.waiting.get(userId)?.standing ?? false) });
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, GATHER_MS);
    this.timer.unref();
  }

  /** Sends what waits now (tests, and closing). */
  async flush(): Promise<void> {
    const finds: string[] = [];
    const standings: string[] = [];
    for (const [id, { stamp, standing }] of this.waiting) (standing ? standings : finds).push(`${id}:${formatStamp(stamp)}`);
    this.waiting.clear();
    const payloads = [...batches(finds).map((batch) => `race:${batch}`), ...batches(standings).map((batch) => `standing:${batch}`)];
    for (const payload of payloads) {
      try {
        await this.db.raw('select hunt_notify(?)', [payload]);
      } catch (error) {
        // The rows stay on this instance's board; the others read them at their next reconciliation.
        this.logger.warn({ err: error }, 'announcing participant changes failed');
      }
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flush();
  }
}

function batches(entries: readonly string[]): string[] {
  const out: string[] = [];
  let current = '';
  for (const entry of entries) {
    if (current && current.length + 1 + entry.length > MAX_PAYLOAD) {
      out.push(current);
      current = '';
    }
    current = current ? `${current};${entry}` : entry;
  }
  if (current) out.push(current);
  return out;
}
