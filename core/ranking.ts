/** Percentile tiers and the leaderboard's rank order. */

export type TierName = 'Platinum' | 'Gold' | 'Silver' | 'Bronze';

export interface Tier {
  name: TierName;
  minPercentile: number;
  label: string;
}

export const TIERS: readonly Tier[] = [
  { name: 'Platinum', minPercentile: 99, label: 'Top 1%' },
  { name: 'Gold', minPercentile: 95, label: 'Top 5%' },
  { name: 'Silver', minPercentile: 90, label: 'Top 10%' },
  { name: 'Bronze', minPercentile: 75, label: 'Top 25%' },
];

/** The tier a percentile reaches, or null below 75 (the dashboard calls that 'Participation'). */
export function tierFor(percentile: number | null | undefined): Tier | null {
  if (percentile == null || Number.isNaN(percentile)) return null;
  return TIERS.find((tier) => percentile >= tier.minPercentile) ?? null;
}

/**
 * The prize an event's tiers give a percentile: the tier with the highest threshold it reaches
 * (a tier's percentile is its threshold, as the event's tiers are set), or null.
 */
export function prizeFor(percentile: number | null | undefined, tiers: readonly { percentile: number; prizeName: string }[]): string | null {
  if (percentile == null || Number.isNaN(percentile)) return null;
  const reached = tiers.filter((tier) => percentile >= tier.percentile);
  if (reached.length === 0) return null;
  return reached.reduce((best, tier) => (tier.percentile > best.percentile ? tier : best)).prizeName;
}

/** 'Top N%' where N is 100 minus the percentile, without decimals. */
export function topPercentLabel(percentile: number): string {
  return `Top ${(100 - percentile).toFixed(0)}%`;
}

/** percentile = 100 * (N - rank) / N, so rank 1 of 100 is 99. */
export function percentileFor(rank: number, rankedCount: number): number {
  if (rankedCount <= 0) return 0;
  return (100 * (rankedCount - rank)) / rankedCount;
}

/** What a rank is decided by. */
export interface RankKeys {
  totalPoints: number;
  completedAtMs: number;
}

/**
 * The rank order, first key first: more points, then the earlier completion. Participants equal
 * on every key share a rank (1, 2, 2, 4). The one definition: the comparators below and the
 * query that reads participants in rank order (api/repos/leaderboard.ts) are built from it.
 */
export const RANK_ORDER = [
  { key: 'totalPoints', descending: true },
  { key: 'completedAtMs', descending: false },
] as const satisfies readonly { key: keyof RankKeys; descending: boolean }[];

/** Negative when `a` ranks ahead of `b`, 0 when they share a rank. */
export function compareRank(a: RankKeys, b: RankKeys): number {
  for (const { key, descending } of RANK_ORDER) {
    const difference = a[key] - b[key];
    if (difference !== 0) return descending ? -difference : difference;
  }
  return 0;
}

/**
 * The rank order with the id after it, so participants who share a rank still have a fixed
 * order (byte order of the id, as PostgreSQL orders a uuid).
 */
export function compareInRankOrder(a: RankKeys & { id: string }, b: RankKeys & { id: string }): number {
  return compareRank(a, b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export interface RankInput {
  userId: string;
  totalPoints: number;
  completedAt: Date;
}

export interface Ranked<T extends RankInput> {
  entry: T;
  rank: number;
  percentile: number;
}

/** compareRank for entries that carry their completion as a Date. */
export function compareRankInputs(a: RankInput, b: RankInput): number {
  return compareRank(
    { totalPoints: a.totalPoints, completedAtMs: a.completedAt.getTime() },
    { totalPoints: b.totalPoints, completedAtMs: b.completedAt.getTime() },
  );
}

/** Ranks entries that are already sorted with compareRankInputs. */
export function rankSorted<T extends RankInput>(sorted: readonly T[]): Ranked<T>[] {
  const ranked: Ranked<T>[] = [];
  sorted.forEach((entry, index) => {
    const previous = ranked[index - 1];
    const rank = previous && compareRankInputs(previous.entry, entry) === 0 ? previous.rank : index + 1;
    ranked.push({ entry, rank, percentile: percentileFor(rank, sorted.length) });
  });
  return ranked;
}

export function rankEntries<T extends RankInput>(entries: readonly T[]): Ranked<T>[] {
  return rankSorted([...entries].sort(compareRankInputs));
}
