/** Percentile tiers and leaderboard ranking (SPEC section 9, DESIGN section 4). */

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

/** 'Top N%' where N is 100 minus the percentile, without decimals. */
export function topPercentLabel(percentile: number): string {
  return `Top ${(100 - percentile).toFixed(0)}%`;
}

/** percentile = 100 * (N - rank) / N, so rank 1 of 100 is 99. */
export function percentileFor(rank: number, rankedCount: number): number {
  if (rankedCount <= 0) return 0;
  return (100 * (rankedCount - rank)) / rankedCount;
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

/** Orders by points desc then completion asc; equal pairs share a rank (1, 2, 2, 4). */
export function compareRankInputs(a: RankInput, b: RankInput): number {
  return b.totalPoints - a.totalPoints || a.completedAt.getTime() - b.completedAt.getTime();
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
