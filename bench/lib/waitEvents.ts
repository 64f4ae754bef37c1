import type pg from 'pg';

/**
 * What the database's backends wait on while a load runs: pg_stat_activity of one database,
 * sampled every few milliseconds, each (type, event) counted once per active backend per sample.
 * A commit that waits for PostgreSQL's notification queue shows as `Lock: object` (the queue's
 * lock is taken as a lock on a database object at commit).
 */
export class WaitSampler {
  private readonly counts = new Map<string, number>();
  private samples = 0;
  private running = false;
  private loop: Promise<void> = Promise.resolve();

  constructor(
    private readonly pool: pg.Pool,
    private readonly everyMs = 10,
  ) {}

  start(): void {
    this.running = true;
    this.loop = this.sample();
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.loop;
  }

  /** The most frequent waits, e.g. "Lock: object 41%, (on CPU) 30%, …", as a share of the active backends sampled. */
  describe(top = 6): string {
    const total = [...this.counts.values()].reduce((sum, count) => sum + count, 0);
    if (total === 0) return 'no active backend sampled';
    const shares = [...this.counts].sort((a, b) => b[1] - a[1]).slice(0, top);
    const text = shares.map(([wait, count]) => `${wait} ${Math.round((count / total) * 100)}%`).join(', ');
    return `${text} (${total} active backends in ${this.samples} samples)`;
  }

  private async sample(): Promise<void> {
    while (this.running) {
      const { rows } = await this.pool.query<{ wait: string; count: number }>(
        `select coalesce(wait_event_type || ': ' || wait_event, '(on CPU)') as wait, count(*)::int as count
         from pg_stat_activity
         where datname = current_database() and state = 'active' and pid <> pg_backend_pid()
         group by 1`,
      );
      this.samples++;
      for (const row of rows) this.counts.set(row.wait, (this.counts.get(row.wait) ?? 0) + row.count);
      await new Promise((resolve) => setTimeout(resolve, this.everyMs));
    }
  }
}
