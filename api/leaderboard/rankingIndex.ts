import { compareInRankOrder, compareRank, isFinisher, percentileFor } from '../../core/ranking';

/** One participant on the race board, as the leaderboard shows them: a finisher, or still hunting. */
export interface RankedUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  totalPoints: number;
  /** Null while still hunting. */
  completedAtMs: number | null;
  piecesFound: number;
  lastFoundAtMs: number | null;
  /** Their team and division in the event (their boards), when they have one. */
  teamId: number | null;
  divisionId: number | null;
}

export interface Position {
  user: RankedUser;
  rank: number;
  /** Among the finishers; null while still hunting. */
  percentile: number | null;
  /** How many have finished: the prize tiers' places are counted among them. */
  finishers: number;
}

/** Strictly ahead: equal pairs share a rank. */
function isAhead(a: RankedUser, b: RankedUser): boolean {
  return compareRank(a, b) < 0;
}

/**
 * Everyone on the race board in rank order (finishers, then those still hunting), changed one participant at a time: a change is two
 * binary searches and two array splices (a memory move of a few hundred kilobytes at 100,000
 * participants), never a re-sort. Ranks are computed when asked: 1 + the number of
 * participants strictly ahead, one more binary search.
 */
export class RankingIndex {
  private readonly sorted: RankedUser[] = [];
  private readonly byId = new Map<string, RankedUser>();
  private finisherCount = 0;

  /**
   * Builds from a full read, `chunk` participants per turn of the event loop (`pause`), so a
   * load of 100,000 never holds up requests. Sorting rows that arrive (almost) in rank order
   * is a linear pass.
   */
  static async build(users: RankedUser[], chunk: number, pause: () => Promise<unknown>): Promise<RankingIndex> {
    users.sort(compareInRankOrder);
    const index = new RankingIndex();
    for (let start = 0; start < users.length; start += chunk) {
      for (const user of users.slice(start, start + chunk)) {
        index.sorted.push(user);
        index.byId.set(user.id, user);
        if (isFinisher(user)) index.finisherCount++;
      }
      await pause();
    }
    return index;
  }

  get size(): number {
    return this.sorted.length;
  }

  /** How many on the board have finished (they are its first places). */
  get finishers(): number {
    return this.finisherCount;
  }

  /** Inserts, moves or updates one participant. */
  upsert(user: RankedUser): void {
    this.remove(user.id);
    this.sorted.splice(this.lowerBound((other) => compareInRankOrder(other, user) < 0), 0, user);
    this.byId.set(user.id, user);
    if (isFinisher(user)) this.finisherCount++;
  }

  /** Takes a participant off the board (for example no longer completed); no-op when absent. */
  remove(id: string): void {
    const current = this.byId.get(id);
    if (!current) return;
    const at = this.lowerBound((other) => compareInRankOrder(other, current) < 0);
    if (this.sorted[at] !== current) throw new Error(`ranking index lost ${id}`);
    this.sorted.splice(at, 1);
    this.byId.delete(id);
    if (isFinisher(current)) this.finisherCount--;
  }

  get(id: string): RankedUser | undefined {
    return this.byId.get(id);
  }

  position(id: string): Position | null {
    const user = this.byId.get(id);
    if (!user) return null;
    const rank = this.lowerBound((other) => isAhead(other, user)) + 1;
    return this.positionAt(user, rank);
  }

  /** The first `count` positions (ties share a rank). */
  top(count: number): Position[] {
    return this.slice(0, count);
  }

  /** Positions from `start` (0-based) for `count`, for paging through everyone. */
  slice(start: number, count: number): Position[] {
    const positions: Position[] = [];
    const end = Math.min(this.sorted.length, start + count);
    for (let at = start; at < end; at++) {
      const user = this.sorted[at] as RankedUser;
      const previous = positions.at(-1);
      const rank =
        previous && !isAhead(previous.user, user)
          ? previous.rank
          : at === start
            ? this.lowerBound((other) => isAhead(other, user)) + 1
            : at + 1;
      positions.push(this.positionAt(user, rank));
    }
    return positions;
  }

  private positionAt(user: RankedUser, rank: number): Position {
    const finishers = this.finisherCount;
    return { user, rank, percentile: isFinisher(user) ? percentileFor(rank, finishers) : null, finishers };
  }

  /** The first index whose participant does not satisfy `before` (which must hold for a prefix). */
  private lowerBound(before: (other: RankedUser) => boolean): number {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (before(this.sorted[middle] as RankedUser)) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
