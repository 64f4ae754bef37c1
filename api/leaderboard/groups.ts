import type { RankKeys } from '../../core/ranking';
import { RankingIndex, type RankedUser } from './rankingIndex';

/** What a team's members on the race board add up to: its keys on the team board. */
export interface TeamTotals {
  totalPoints: number;
  piecesFound: number;
  lastFoundAtMs: number | null;
  /** Members on the race board. */
  ranked: number;
}

const EMPTY = new RankingIndex();

/**
 * The race board's students by division and by team, kept beside the whole board and changed with
 * it one student at a time: each division has its own ranking (its own places, finishers and
 * percentiles), and each team the totals of its members on the board.
 */
export class BoardGroups {
  private readonly divisions = new Map<number, RankingIndex>();
  private readonly teams = new Map<number, Map<string, RankedUser>>();
  private readonly totals = new Map<number, TeamTotals>();

  /** From the whole board's students, in rank order (each division's index is then built in order too). */
  static async build(users: readonly RankedUser[], pause: () => Promise<unknown>): Promise<BoardGroups> {
    const groups = new BoardGroups();
    const byDivision = new Map<number, RankedUser[]>();
    for (const user of users) {
      if (user.divisionId !== null) {
        const members = byDivision.get(user.divisionId);
        if (members) members.push(user);
        else byDivision.set(user.divisionId, [user]);
      }
      if (user.teamId !== null) groups.membersOf(user.teamId).set(user.id, user);
    }
    for (const [id, members] of byDivision) groups.divisions.set(id, await RankingIndex.build(members, 5000, pause));
    for (const id of groups.teams.keys()) groups.total(id);
    return groups;
  }

  /** A student changed on the board: `before` as they were (undefined: not on it), `after` as they are (undefined: off it). */
  apply(before: RankedUser | undefined, after: RankedUser | undefined): void {
    if (before?.divisionId != null && before.divisionId !== after?.divisionId) this.divisions.get(before.divisionId)?.remove(before.id);
    if (after?.divisionId != null) this.divisionIndex(after.divisionId).upsert(after);
    if (before?.teamId != null && before.teamId !== after?.teamId) {
      this.teams.get(before.teamId)?.delete(before.id);
      this.total(before.teamId);
    }
    if (after?.teamId != null) {
      this.membersOf(after.teamId).set(after.id, after);
      this.total(after.teamId);
    }
  }

  /** The division's own ranking (empty for one nobody on the board is in). */
  division(id: number): RankingIndex {
    return this.divisions.get(id) ?? EMPTY;
  }

  /** Every division with someone on the board. */
  divisionIds(): number[] {
    return [...this.divisions.keys()];
  }

  /** Each team with members on the board, and their totals. */
  teamTotals(): ReadonlyMap<number, TeamTotals> {
    return this.totals;
  }

  private divisionIndex(id: number): RankingIndex {
    let index = this.divisions.get(id);
    if (!index) {
      index = new RankingIndex();
      this.divisions.set(id, index);
    }
    return index;
  }

  private membersOf(teamId: number): Map<string, RankedUser> {
    let members = this.teams.get(teamId);
    if (!members) {
      members = new Map();
      this.teams.set(teamId, members);
    }
    return members;
  }

  /** Adds the team's members up again: a few dozen at most, and the latest find cannot be taken back by subtraction. */
  private total(teamId: number): void {
    const members = this.teams.get(teamId);
    if (!members || members.size === 0) {
      this.teams.delete(teamId);
      this.totals.delete(teamId);
      return;
    }
    const totals: TeamTotals = { totalPoints: 0, piecesFound: 0, lastFoundAtMs: null, ranked: members.size };
    for (const member of members.values()) {
      totals.totalPoints += member.totalPoints;
      totals.piecesFound += member.piecesFound;
      if (member.lastFoundAtMs !== null && (totals.lastFoundAtMs === null || member.lastFoundAtMs > totals.lastFoundAtMs)) {
        totals.lastFoundAtMs = member.lastFoundAtMs;
      }
    }
    this.totals.set(teamId, totals);
  }
}

/** A team's keys on the team board: its members' totals and the team's own completion. */
export function teamRankKeys(totals: TeamTotals, completedAtMs: number | null): RankKeys {
  return { totalPoints: totals.totalPoints, piecesFound: totals.piecesFound, lastFoundAtMs: totals.lastFoundAtMs, completedAtMs };
}
