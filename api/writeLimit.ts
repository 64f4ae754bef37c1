import { AppError } from './errors';

/** The window of the per-user limit: a burst of `max` changes, then about `max` per 30 s. */
const WINDOW_MS = 30_000;

interface Window {
  /** When the window ends, on the monotonic clock (ms). */
  endsAt: number;
  left: number;
}

/**
 * Per-user limit on participants' changes (30 in 30 s by default, PARTICIPANT_WRITE_LIMIT), per
 * instance, in memory: checked before the body is read, so a flood costs a map lookup per
 * request. An honest student never meets it: an offline queue sends nine scans at once, a
 * questionnaire is one submission. The wrong-code limit (10 a minute, in the database) is
 * separate and stays. One instance serves both ways a change comes in: the middleware
 * (middleware/rateLimits.ts) and the scans answered before it (directScans.ts).
 */
export class WriteLimit {
  private readonly windows = new Map<string, Window>();
  private nextSweep = 0;

  constructor(
    private readonly max: number,
    private readonly windowMs = WINDOW_MS,
  ) {}

  /**
   * Counts one change by `userId`: null when it may go ahead, else its refusal, 429
   * rate_limited with Retry-After, the seconds left in this user's window. Times are the
   * monotonic clock's, so a step of the wall clock cannot stretch a window.
   */
  take(userId: string, now = performance.now()): AppError | null {
    this.sweep(now);
    let window = this.windows.get(userId);
    if (!window || window.endsAt <= now) {
      window = { endsAt: now + this.windowMs, left: this.max };
      this.windows.set(userId, window);
    }
    if (window.left > 0) {
      window.left -= 1;
      return null;
    }
    const retryAfterSeconds = Math.max(1, Math.ceil((window.endsAt - now) / 1000));
    return new AppError('rate_limited', 'Too many requests in a short time. Wait a few seconds and try again.', {}, {
      'Retry-After': String(retryAfterSeconds),
    });
  }

  /** Once a window, forgets the users whose window has ended, so memory follows who is active. */
  private sweep(now: number): void {
    if (now < this.nextSweep) return;
    this.nextSweep = now + this.windowMs;
    for (const [userId, window] of this.windows) if (window.endsAt <= now) this.windows.delete(userId);
  }

  /** How many users have a window open (tests). */
  get size(): number {
    return this.windows.size;
  }
}
