import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { UserRow } from '../../db/rows';
import { touchTokensLastUsed } from '../repos/apiTokens';
import { touchLastSeen } from '../repos/users';

const MINUTE_MS = 60_000;
/** How often the gathered activity is written, in one statement per table. */
const FLUSH_MS = 5000;

/** Who was seen when, and who is waiting to be written. */
class Touches<Id> {
  private readonly written = new Map<Id, number>();
  readonly pending = new Set<Id>();

  /** Marks `id` active now, unless it was marked (here or in the row) within the last minute. */
  touch(id: Id, storedAt: number, now: number): void {
    if (now - Math.max(storedAt, this.written.get(id) ?? 0) < MINUTE_MS) return;
    this.written.set(id, now);
    this.pending.add(id);
  }

  take(): Id[] {
    const ids = [...this.pending];
    this.pending.clear();
    return ids;
  }

  /** Forgets marks older than a minute: they no longer hold anything back. */
  prune(now: number): void {
    for (const [id, at] of this.written) if (now - at >= MINUTE_MS) this.written.delete(id);
  }
}

/**
 * Records who was active (users' last_seen_at, tokens' last_used_at) at most once a minute
 * each, without making a request wait. Users are gathered and written every few seconds in one
 * statement, so a crowd's first requests don't each cost a write.
 */
export class ActivityRecorder {
  private readonly users = new Touches<string>();
  private readonly tokens = new Touches<number>();
  private readonly timer: NodeJS.Timeout;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Knex,
    private readonly logger: Logger,
  ) {
    this.timer = setInterval(() => void this.flush(), FLUSH_MS);
    this.timer.unref();
  }

  userSeen(user: Pick<UserRow, 'id' | 'last_seen_at'>): void {
    this.users.touch(user.id, user.last_seen_at.getTime(), Date.now());
  }

  /** Tokens are few (the CLI's): their use is written at once, so the Overview shows it. */
  tokenUsed(token: { id: number; last_used_at: Date | null }): void {
    this.tokens.touch(token.id, token.last_used_at?.getTime() ?? 0, Date.now());
    if (this.tokens.pending.size > 0) void this.flush();
  }

  /** Writes what was gathered (also at shutdown, and in tests before they look). */
  flush(): Promise<void> {
    const userIds = this.users.take();
    const tokenIds = this.tokens.take();
    const now = Date.now();
    this.users.prune(now);
    this.tokens.prune(now);
    this.writing = this.writing.then(async () => {
      try {
        if (userIds.length) await touchLastSeen(this.db, userIds);
        if (tokenIds.length) await touchTokensLastUsed(this.db, tokenIds);
      } catch (error) {
        this.logger.warn({ err: error }, 'recording activity failed');
      }
    });
    return this.writing;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
