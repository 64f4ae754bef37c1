import type { Knex } from 'knex';
import type { CurrentUser } from '../../db/rows';
import type { ChangeBus } from '../realtime/changeBus';
import type { RankStamp } from '../realtime/changes';
import { findUserById } from '../repos/users';
import { MemoryCache } from './memoryCache';

const MAX_USERS = 200_000;

/** A user as read for one event: a copy for another event is read again. */
interface Cached {
  eventId: number | null;
  user: CurrentUser;
}

/**
 * Users by id with their standing in the current event, served from memory for the session and
 * token checks every request makes. A change to a user's role, name or score anywhere drops the
 * copy at once (the database announces it); while the bus is down every lookup reads the
 * database, so a demotion is never missed. A copy read for an event the hunt is no longer about
 * is read again.
 */
export class UserCache {
  private readonly cache: MemoryCache<string, Cached>;

  constructor(
    private readonly db: Knex,
    bus: ChangeBus,
    /** The event whose standing a user carries (the events cache's current one). */
    readonly currentEventId: () => number | null,
  ) {
    this.cache = new MemoryCache(MAX_USERS, () => bus.isLive());
    bus.subscribe((change) => {
      if (change.topic === 'user') this.cache.delete(change.id);
      if (change.topic === 'rank' && !this.standingHolds(change.id, change.stamp)) this.cache.delete(change.id);
      // Rows whose standing changed come as `standing`, from the instance that wrote them; a
      // find alone can only show a held copy stale. Dropping a copy not held costs every read in
      // flight its storing, which thousands of finds a second must not do.
      if (change.topic === 'race') {
        for (const { id, stamp } of change.finds) {
          if ((change.standing || this.cache.peek(id)) && !this.standingHolds(id, stamp)) this.cache.delete(id);
        }
      }
      if (change.topic === 'resync') this.cache.clear();
    });
  }

  async find(id: string): Promise<CurrentUser | undefined> {
    const eventId = this.currentEventId();
    const load = async () => {
      const user = await findUserById(this.db, id, eventId);
      return user && { eventId, user };
    };
    let cached = await this.cache.get(id, load);
    if (cached && cached.eventId !== eventId) {
      this.cache.delete(id);
      cached = await this.cache.get(id, load);
    }
    return cached?.user;
  }

  /**
   * Keeps a user read by another query (the session lookup reads its user too), unless a change
   * to users was announced since `generation` was taken (before that query started).
   */
  remember(user: CurrentUser, eventId: number | null, generation: number): void {
    this.cache.setIfUnchanged(user.id, { eventId, user }, generation);
  }

  /** What find answers when it needs no read, else undefined: a request answered without waiting (api/memoryReads.ts). */
  inMemory(id: string): CurrentUser | undefined {
    const cached = this.cache.hit(id);
    return cached && cached.eventId === this.currentEventId() ? cached.user : undefined;
  }

  /** The copy held now, if it is about the current event; nothing is read (a live stream's broadcast). */
  held(id: string): CurrentUser | undefined {
    const cached = this.cache.peek(id);
    return cached && cached.eventId === this.currentEventId() ? cached.user : undefined;
  }

  generationNow(): number {
    return this.cache.generationNow();
  }

  /**
   * Whether a participant change leaves the copy's standing as it is: a change in another event,
   * or one of the race alone (a find that completed nothing moves pieces, not the standing).
   */
  private standingHolds(id: string, stamp: RankStamp | undefined): boolean {
    if (!stamp) return false;
    const cached = this.cache.peek(id);
    // Not held: dropping it still keeps a read in flight from storing what it saw before.
    if (!cached) return false;
    if (stamp.eventId !== cached.eventId) return true;
    const { user } = cached;
    return (
      user.total_points === stamp.totalPoints &&
      (user.completed_at?.getTime() ?? null) === stamp.completedAtMs &&
      (user.disqualified_at !== null) === stamp.disqualified &&
      user.team_id === stamp.teamId &&
      user.division_id === stamp.divisionId
    );
  }

  /** For the instance that made a change: its own next read must not wait for the bus. */
  forget(id: string): void {
    this.cache.delete(id);
  }
}
