/** The race board's order, and the prize tiers a place reaches. */

export type TierName = 'Platinum' | 'Gold' | 'Silver' | 'Bronze';

export interface Tier {
  name: TierName;
  /** The tier covers the first places of this share of the finishers. */
  topPercent: number;
  label: string;
}

export const TIERS: readonly Tier[] = [
  { name: 'Platinum', topPercent: 1, label: 'Top 1%' },
  { name: 'Gold', topPercent: 5, label: 'Top 5%' },
  { name: 'Silver', topPercent: 10, label: 'Top 10%' },
  { name: 'Bronze', topPercent: 25, label: 'Top 25%' },
];

/**
 * How many places "Top p%" of `finishers` covers: the first max(1, floor(N x p / 100)), so the
 * first place always reaches the top tier however small the event (100 finishers: 1, 5, 10, 25).
 */
export function placesOf(topPercent: number, finishers: number): number {
  // Rounded first, so 100 - 99.9 covers 0.1% and not 0.0999…%.
  const share = Math.round(topPercent * 1e6) / 1e6;
  return Math.max(1, Math.floor((finishers * share) / 100 + 1e-9));
}

export function tierNamed(name: TierName | null | undefined): Tier | null {
  return TIERS.find((tier) => tier.name === name) ?? null;
}

/** Whether the place `rank` among `finishers` is within "Top p%". A rank past the finishers (still hunting) reaches none. */
export function reachesTop(topPercent: number, rank: number, finishers: number): boolean {
  return rank >= 1 && rank <= finishers && rank <= placesOf(topPercent, finishers);
}

/** The tier a finisher's place reaches, or null (the dashboard calls that 'Participation'). */
export function tierFor(rank: number | null | undefined, finishers: number): Tier | null {
  if (rank == null) return null;
  return TIERS.find((tier) => reachesTop(tier.topPercent, rank, finishers)) ?? null;
}

/** An event's prize tier as it is set: reached by the places of "Top (100 - percentile)%". */
export interface PrizeTierRule {
  percentile: number;
  prizeName: string;
}

/** The prize a finisher's place reaches: the tier with the highest percentile (fewest places) that covers it, or null. */
export function prizeFor<T extends PrizeTierRule>(rank: number | null | undefined, finishers: number, tiers: readonly T[]): T | null {
  if (rank == null) return null;
  const reached = tiers.filter((tier) => reachesTop(100 - tier.percentile, rank, finishers));
  if (reached.length === 0) return null;
  return reached.reduce((best, tier) => (tier.percentile > best.percentile ? tier : best));
}

/**
 * What a place reached: its tier's name and the event's prize tier, or nulls. A place past the
 * finishers (someone still hunting) reaches neither.
 */
export function awardsOf<T extends PrizeTierRule>(rank: number | null | undefined, finishers: number, prizes: readonly T[]): { tier: TierName | null; prize: T | null } {
  return { tier: tierFor(rank, finishers)?.name ?? null, prize: prizeFor(rank, finishers, prizes) };
}

/** percentile = 100 * (N - rank) / N over the N finishers, so rank 1 of 100 is 99. */
export function percentileFor(rank: number, finishers: number): number {
  if (finishers <= 0) return 0;
  return (100 * (finishers - rank)) / finishers;
}

/** What a place on the race board is decided by. */
export interface RankKeys {
  totalPoints: number;
  /** Null while still hunting. */
  completedAtMs: number | null;
  piecesFound: number;
  lastFoundAtMs: number | null;
}

export function isFinisher(keys: Pick<RankKeys, 'completedAtMs'>): boolean {
  return keys.completedAtMs !== null;
}

/**
 * The race board's order, the one definition (the ranking, the client's re-ranking of a patched
 * board and the tests use it; api/repos/leaderboard.ts reads rows in the same order): finishers
 * first, by more points, then the earlier completion; below them everyone still hunting, by more
 * pieces found, then the earlier latest find. Negative when `a` is ahead of `b`, 0 when they
 * share a place (1, 2, 2, 4).
 */
export function compareRank(a: RankKeys, b: RankKeys): number {
  if (a.completedAtMs !== null && b.completedAtMs !== null) {
    return b.totalPoints - a.totalPoints || a.completedAtMs - b.completedAtMs;
  }
  if (a.completedAtMs !== null) return -1;
  if (b.completedAtMs !== null) return 1;
  return b.piecesFound - a.piecesFound || (a.lastFoundAtMs ?? Infinity) - (b.lastFoundAtMs ?? Infinity) || 0;
}

/**
 * The rank order with the id after it, so participants who share a place still have a fixed
 * order (byte order of the id, as PostgreSQL orders a uuid).
 */
export function compareInRankOrder(a: RankKeys & { id: string }, b: RankKeys & { id: string }): number {
  return compareRank(a, b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export interface Ranked<T extends RankKeys> {
  entry: T;
  rank: number;
  /** Null for someone still hunting: the percentile is the finishers'. */
  percentile: number | null;
}

/** Places entries already in rank order: shared places for equal keys, percentiles over the finishers. */
export function rankSorted<T extends RankKeys>(sorted: readonly T[]): Ranked<T>[] {
  const finishers = sorted.filter(isFinisher).length;
  const ranked: Ranked<T>[] = [];
  sorted.forEach((entry, index) => {
    const previous = ranked[index - 1];
    const rank = previous && compareRank(previous.entry, entry) === 0 ? previous.rank : index + 1;
    ranked.push({ entry, rank, percentile: isFinisher(entry) ? percentileFor(rank, finishers) : null });
  });
  return ranked;
}

export function rankEntries<T extends RankKeys>(entries: readonly T[]): Ranked<T>[] {
  return rankSorted([...entries].sort(compareRank));
}
