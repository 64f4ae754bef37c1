import type { Knex } from 'knex';
import type { UserRow } from '../../db/rows';
import type { ChangeBus } from '../realtime/changeBus';
import { findUserById } from '../repos/users';
import { MemoryCache } from './memoryCache';

const MAX_USERS = 200_000;

/**
 * Users by id, served from memory for the session and token checks every request makes. A
 * change to a user's role, name or score anywhere drops the copy at once (the database
 * announces it); while the bus is down every lookup reads the database, so a demotion is
 * never missed.
 */
export class UserCache {
  private readonly cache: MemoryCache<string, UserRow>;

  constructor(
    private readonly db: Knex,
    bus: ChangeBus,
  ) {
    this.cache = new MemoryCache(MAX_USERS, () => bus.isLive());
    bus.subscribe((change) => {
      if (change.topic === 'user' || change.topic === 'rank') this.cache.delete(change.id);
      if (change.topic === 'resync') this.cache.clear();
    });
  }

  find(id: string): Promise<UserRow | undefined> {
    return this.cache.get(id, () => findUserById(this.db, id));
  }

  /**
   * Keeps a user read by another query (the session lookup reads its user too), unless a change
   * to users was announced since `generation` was taken (before that query started).
   */
  remember(user: UserRow, generation: number): void {
    this.cache.setIfUnchanged(user.id, user, generation);
  }

  generationNow(): number {
    return this.cache.generationNow();
  }

  /** For the instance that made a change: its own next read must not wait for the bus. */
  forget(id: string): void {
    this.cache.delete(id);
  }
}
