import type { Knex } from 'knex';
import type { Deps } from './types';

/**
 * Announces a leaderboard change from inside the transaction that makes it: PostgreSQL
 * delivers the NOTIFY only if the transaction commits, so no instance hears of a change that
 * was rolled back, and a failed announcement fails the change instead of following it.
 */
export async function announceLeaderboardChange(deps: Deps, trx: Knex.Transaction): Promise<void> {
  await deps.bus.publish('leaderboard', trx);
}

/** After the commit: this instance's snapshot must not wait for its own NOTIFY to come back. */
export function afterLeaderboardChange(deps: Deps): void {
  deps.leaderboard.invalidate();
}
