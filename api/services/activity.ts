import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { UserRow } from '../../db/rows';
import { touchTokenLastUsed } from '../repos/apiTokens';
import { touchLastSeen } from '../repos/users';

const MINUTE_MS = 60_000;

/**
 * Records who was active (users' last_seen_at, tokens' last_used_at) at most once a minute
 * each, without making the request wait: reads stay reads. Pending writes are kept so that
 * shutting down (and tests) can wait for them.
 */
export class ActivityRecorder {
  private readonly written = new Map<string, number>();
  private readonly inFlight = new Set<Promise<void>>();
  private pruneAt = Date.now() + MINUTE_MS;

  constructor(
    private readonly db: Knex,
    private readonly logger: Logger,
  ) {}

  userSeen(user: Pick<UserRow, 'id' | 'last_seen_at'>): void {
    this.touch(`u:${user.id}`, user.last_seen_at.getTime(), () => touchLastSeen(this.db, user.id));
  }

  tokenUsed(token: { id: number; last_used_at: Date | null }): void {
    this.touch(`t:${token.id}`, token.last_used_at?.getTime() ?? 0, () => touchTokenLastUsed(this.db, token.id));
  }

  async flush(): Promise<void> {
    await Promise.all(this.inFlight);
  }

  private touch(key: string, storedAt: number, write: () => Promise<void>): void {
    const now = Date.now();
    if (now - Math.max(storedAt, this.written.get(key) ?? 0) < MINUTE_MS) return;
    this.written.set(key, now);
    const pending = write()
      .catch((error: unknown) => this.logger.warn({ err: error }, 'recording activity failed'))
      .finally(() => this.inFlight.delete(pending));
    this.inFlight.add(pending);
    if (now >= this.pruneAt) this.prune(now);
  }

  private prune(now: number): void {
    for (const [key, at] of this.written) if (now - at >= MINUTE_MS) this.written.delete(key);
    this.pruneAt = now + MINUTE_MS;
  }
}
