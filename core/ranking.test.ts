import { describe, it, expect } from 'vitest';
import { compareInRankOrder, compareRankInputs, percentileFor, prizeFor, rankEntries, rankSorted, tierFor, topPercentLabel, TIERS } from './ranking';

describe('tierFor', () => {
  it.each([
    [100, 'Platinum'],
    [99, 'Platinum'],
    [98.99, 'Gold'],
    [95, 'Gold'],
    [94.99, 'Silver'],
    [90, 'Silver'],
    [89.99, 'Bronze'],
    [75, 'Bronze'],
  ] as const)('puts percentile %s in %s', (percentile, name) => {
    expect(tierFor(percentile)?.name).toBe(name);
  });

  it.each([74.99, 50, 0])('gives no tier below 75 (%s)', (percentile) => {
    expect(tierFor(percentile)).toBeNull();
  });

  it('gives no tier for null, undefined or NaN', () => {
    expect(tierFor(null)).toBeNull();
    expect(tierFor(undefined)).toBeNull();
    expect(tierFor(Number.NaN)).toBeNull();
  });

  it('carries the Top N% labels of the prize tiers', () => {
    expect(TIERS.map((t) => [t.name, t.minPercentile, t.label])).toEqual([
      ['Platinum', 99, 'Top 1%'],
      ['Gold', 95, 'Top 5%'],
      ['Silver', 90, 'Top 10%'],
      ['Bronze', 75, 'Top 25%'],
    ]);
  });
});

describe('topPercentLabel', () => {
  it('is 100 minus the percentile', () => {
    expect(topPercentLabel(99)).toBe('Top 1%');
    expect(topPercentLabel(95)).toBe('Top 5%');
    expect(topPercentLabel(75)).toBe('Top 25%');
    expect(topPercentLabel(0)).toBe('Top 100%');
  });

  it('shows no decimals, rounding halves up as Number#toFixed does', () => {
    // 100 - 97.5 = 2.5, which toFixed(0) rounds to 3 (ties pick the larger integer).
    expect(topPercentLabel(97.5)).toBe('Top 3%');
    expect(topPercentLabel(98.5)).toBe('Top 2%');
    expect(topPercentLabel(100 * (2 / 3))).toBe('Top 33%');
    expect(topPercentLabel(90.4)).toBe('Top 10%');
  });

  it("shows 'Top 0%' for a percentile above 99.5 (spec-literal rounding)", () => {
    // 1st of 1000 has percentile 99.9; 100 - 99.9 rounds to 0.
    expect(topPercentLabel(percentileFor(1, 1000))).toBe('Top 0%');
  });
});

describe('percentileFor', () => {
  it('gives 99 to rank 1 of 100', () => {
    expect(percentileFor(1, 100)).toBe(99);
  });

  it('gives 0 to the last place', () => {
    expect(percentileFor(100, 100)).toBe(0);
  });

  it('gives 0 to a single participant', () => {
    expect(percentileFor(1, 1)).toBe(0);
  });

  it('is 100 * (N - rank) / N', () => {
    expect(percentileFor(2, 4)).toBe(50);
    expect(percentileFor(5, 20)).toBe(75);
    expect(percentileFor(1, 3)).toBeCloseTo(66.6667, 3);
  });

  it('gives 0 when nobody is ranked', () => {
    expect(percentileFor(1, 0)).toBe(0);
  });
});

const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 12, minute));
const entry = (userId: string, totalPoints: number, minute: number) => ({ userId, totalPoints, completedAt: at(minute) });

describe('compareRankInputs', () => {
  it('puts more points first', () => {
    expect(compareRankInputs(entry('a', 10, 5), entry('b', 5, 0))).toBeLessThan(0);
    expect(compareRankInputs(entry('a', 5, 0), entry('b', 10, 5))).toBeGreaterThan(0);
  });

  it('breaks equal points by earlier completion', () => {
    expect(compareRankInputs(entry('a', 10, 1), entry('b', 10, 2))).toBeLessThan(0);
  });

  it('is 0 for equal points and equal completion', () => {
    expect(compareRankInputs(entry('a', 10, 1), entry('b', 10, 1))).toBe(0);
  });
});

describe('compareInRankOrder', () => {
  const user = (id: string, totalPoints: number, completedAtMs: number) => ({ id, totalPoints, completedAtMs });

  it('follows the rank order first', () => {
    expect(compareInRankOrder(user('z', 10, 0), user('a', 5, 0))).toBeLessThan(0);
    expect(compareInRankOrder(user('z', 10, 1), user('a', 10, 2))).toBeLessThan(0);
  });

  it('keeps an equal pair in the byte order of their ids, as PostgreSQL orders uuids', () => {
    const low = '0a6f0d6e-0000-4000-8000-000000000000';
    const high = 'f0000000-0000-4000-8000-000000000000';
    expect(compareInRankOrder(user(low, 10, 1), user(high, 10, 1))).toBeLessThan(0);
    expect(compareInRankOrder(user(high, 10, 1), user(low, 10, 1))).toBeGreaterThan(0);
    expect(compareInRankOrder(user(low, 10, 1), user(low, 10, 1))).toBe(0);
  });
});

describe('rankEntries', () => {
  it('orders by points descending', () => {
    const ranked = rankEntries([entry('low', 1, 0), entry('high', 30, 9), entry('mid', 10, 5)]);
    expect(ranked.map((r) => [r.entry.userId, r.rank])).toEqual([
      ['high', 1],
      ['mid', 2],
      ['low', 3],
    ]);
  });

  it('orders equal points by earlier completion, with distinct ranks', () => {
    const ranked = rankEntries([entry('late', 10, 30), entry('early', 10, 10)]);
    expect(ranked.map((r) => [r.entry.userId, r.rank])).toEqual([
      ['early', 1],
      ['late', 2],
    ]);
    expect(ranked[0]?.percentile).toBeGreaterThan(ranked[1]?.percentile ?? Infinity);
  });

  it('shares a rank for equal points and equal completion, then skips (1, 2, 2, 4)', () => {
    const ranked = rankEntries([entry('d', 1, 0), entry('b', 10, 5), entry('a', 20, 0), entry('c', 10, 5)]);
    expect(ranked.map((r) => r.rank)).toEqual([1, 2, 2, 4]);
    expect(ranked.map((r) => r.entry.userId)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('gives tied entries equal percentiles from their shared rank', () => {
    const ranked = rankEntries([entry('a', 20, 0), entry('b', 10, 5), entry('c', 10, 5), entry('d', 1, 0)]);
    expect(ranked.map((r) => r.percentile)).toEqual([75, 50, 50, 0]);
  });

  it('ranks a three-way tie at the top as all first', () => {
    const ranked = rankEntries([entry('a', 5, 1), entry('b', 5, 1), entry('c', 5, 1), entry('d', 4, 0)]);
    expect(ranked.map((r) => r.rank)).toEqual([1, 1, 1, 4]);
    expect(ranked.map((r) => r.percentile)).toEqual([75, 75, 75, 0]);
  });

  it('gives rank 1 of 100 the Platinum tier', () => {
    const entries = Array.from({ length: 100 }, (_, i) => entry(`u${i}`, 1000 - i, 0));
    const ranked = rankEntries(entries);
    expect(ranked[0]?.percentile).toBe(99);
    expect(tierFor(ranked[0]?.percentile)?.name).toBe('Platinum');
    expect(tierFor(ranked[1]?.percentile)?.name).toBe('Gold');
  });

  it('does not reorder its input array', () => {
    const input = [entry('low', 1, 0), entry('high', 2, 0)];
    rankEntries(input);
    expect(input.map((e) => e.userId)).toEqual(['low', 'high']);
  });

  it('is empty for no entries', () => {
    expect(rankEntries([])).toEqual([]);
  });

  it('keeps the original entry objects, extra fields included', () => {
    const original = { ...entry('a', 1, 0), userName: 'Ada' };
    expect(rankEntries([original])[0]?.entry).toBe(original);
  });
});

describe('rankSorted', () => {
  it('trusts the given order and only assigns ranks', () => {
    const ranked = rankSorted([entry('x', 1, 0), entry('y', 1, 0), entry('z', 9, 0)]);
    expect(ranked.map((r) => [r.entry.userId, r.rank])).toEqual([
      ['x', 1],
      ['y', 1],
      ['z', 3],
    ]);
  });
});

describe('prizeFor', () => {
  const tiers = [
    { percentile: 90, prizeName: 'Mug' },
    { percentile: 99, prizeName: 'Hoodie' },
    { percentile: 50, prizeName: 'Sticker' },
  ];

  it("gives the prize of the highest threshold reached, in whatever order the tiers are set", () => {
    expect(prizeFor(99.5, tiers)).toBe('Hoodie');
    expect(prizeFor(95, tiers)).toBe('Mug');
    expect(prizeFor(50, tiers)).toBe('Sticker');
  });

  it('gives none below every threshold, without tiers, or without a percentile', () => {
    expect(prizeFor(10, tiers)).toBeNull();
    expect(prizeFor(99, [])).toBeNull();
    expect(prizeFor(null, tiers)).toBeNull();
  });
});
