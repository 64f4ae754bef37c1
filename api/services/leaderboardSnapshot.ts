import type { Knex } from 'knex';
import { rankSorted } from '../../core/ranking';
import { listCompletedInRankOrder, type RankedUserRow } from '../repos/leaderboard';
import type { ChangeBus } from '../realtime/changeBus';

export interface RankedUser {
  user: RankedUserRow;
  rank: number;
  percentile: number;
}

export interface Snapshot {
  ranked: RankedUser[];
  byUserId: Map<string, RankedUser>;
}

/**
 * The ranked leaderboard, rebuilt only after a score changes (locally, or on another instance
 * via the change bus) and shared by every request until the next change. Reads are O(1) for
 * a user's own position and O(k) for the top k; no request sorts the participants.
 */
export class LeaderboardSnapshot {
  private snapshot: Snapshot | null = null;
  private dirty = true;
  private building: Promise<Snapshot> | null = null;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: Knex,
    private readonly bus: ChangeBus,
  ) {
    this.unsubscribe = bus.subscribe(() => this.invalidate());
  }

  invalidate(): void {
    this.dirty = true;
  }

  async get(): Promise<Snapshot> {
    // While the bus can't hear other instances, every read rebuilds rather than risk staleness.
    if (!this.bus.isLive()) this.dirty = true;
    if (!this.dirty && this.snapshot) return this.snapshot;
    if (this.building) {
      await this.building;
      return this.get();
    }
    this.dirty = false;
    this.building = this.build().finally(() => {
      this.building = null;
    });
    try {
      this.snapshot = await this.building;
    } catch (error) {
      this.dirty = true;
      throw error;
    }
    return this.snapshot;
  }

  close(): void {
    this.unsubscribe();
  }

  private async build(): Promise<Snapshot> {
    // Rows arrive in rank order from the index; core's rankSorted only assigns ranks and ties.
    const rows = await listCompletedInRankOrder(this.db);
    const inputs = rows.map((user) => ({ user, userId: user.id, totalPoints: user.total_points, completedAt: user.completed_at }));
    const ranked = rankSorted(inputs).map(({ entry, rank, percentile }) => ({ user: entry.user, rank, percentile }));
    return { ranked, byUserId: new Map(ranked.map((entry) => [entry.user.id, entry])) };
  }
}
