import { describe, it, expect } from 'vitest';
import { compareInRankOrder, compareRank, percentileFor, placesOf, prizeFor, rankEntries, rankSorted, tierFor, TIERS, type RankKeys } from './ranking';

/** The tier of each place 1..N among N finishers. */
const tiersOfPlaces = (finishers: number) => Array.from({ length: finishers }, (_, at) => tierFor(at + 1, finishers)?.name ?? null);

describe('tierFor', () => {
  it('gives the only finisher the top tier', () => {
    expect(tiersOfPlaces(1)).toEqual(['Platinum']);
  });

  it('covers max(1, floor(N x p / 100)) places per tier: 2, 4 and 10 finishers', () => {
    expect(tiersOfPlaces(2)).toEqual(['Platinum', null]);
    expect(tiersOfPlaces(4)).toEqual(['Platinum', null, null, null]);
    expect(tiersOfPlaces(10)).toEqual(['Platinum', 'Bronze', null, null, null, null, null, null, null, null]);
  });

  it('gives 100 finishers 1, 5, 10 and 25 places, as the percentiles did', () => {
    const tiers = tiersOfPlaces(100);
    expect(tiers.filter((name) => name === 'Platinum')).toHaveLength(1);
    expect(tiers.slice(0, 5).filter((name) => name !== null)).toHaveLength(5);
    expect(tiers.slice(1, 5)).toEqual(['Gold', 'Gold', 'Gold', 'Gold']);
    expect(tiers.slice(5, 10).every((name) => name === 'Silver')).toBe(true);
    expect(tiers.slice(10, 25).every((name) => name === 'Bronze')).toBe(true);
    expect(tiers[25]).toBeNull();
  });

  it('gives none past the finishers (someone still hunting) or without a place', () => {
    expect(tierFor(1, 0)).toBeNull();
    expect(tierFor(3, 2)).toBeNull();
    expect(tierFor(null, 10)).toBeNull();
  });

  it('carries the Top N% labels', () => {
    expect(TIERS.map((t) => [t.name, t.topPercent, t.label])).toEqual([
      ['Platinum', 1, 'Top 1%'],
      ['Gold', 5, 'Top 5%'],
      ['Silver', 10, 'Top 10%'],
      ['Bronze', 25, 'Top 25%'],
    ]);
  });
});

describe('placesOf', () => {
  it('is at least one place, and exact for fractional shares', () => {
    expect(placesOf(1, 3)).toBe(1);
    expect(placesOf(25, 100)).toBe(25);
    expect(placesOf(100 - 99.9, 1000)).toBe(1);
    expect(placesOf(100 - 99.9, 10_000)).toBe(10);
  });
});

describe('percentileFor', () => {
  it('is 100 * (N - rank) / N over the finishers', () => {
    expect(percentileFor(1, 100)).toBe(99);
    expect(percentileFor(100, 100)).toBe(0);
    expect(percentileFor(2, 4)).toBe(50);
    expect(percentileFor(1, 0)).toBe(0);
  });
});

const MINUTE = 60_000;
const finisher = (id: string, totalPoints: number, minute: number): RankKeys & { id: string } => ({
  id,
  totalPoints,
  completedAtMs: minute * MINUTE,
  piecesFound: 9,
  lastFoundAtMs: minute * MINUTE,
});
const hunter = (id: string, piecesFound: number, minute: number, totalPoints = 0): RankKeys & { id: string } => ({
  id,
  totalPoints,
  completedAtMs: null,
  piecesFound,
  lastFoundAtMs: minute * MINUTE,
});

describe('compareRank', () => {
  it('ranks finishers by more points, then the earlier completion', () => {
    expect(compareRank(finisher('a', 10, 5), finisher('b', 5, 0))).toBeLessThan(0);
    expect(compareRank(finisher('a', 10, 1), finisher('b', 10, 2))).toBeLessThan(0);
    expect(compareRank(finisher('a', 10, 1), finisher('b', 10, 1))).toBe(0);
  });

  it('puts every finisher ahead of everyone still hunting, whatever their points', () => {
    expect(compareRank(finisher('a', 0, 50), hunter('b', 8, 1, 500))).toBeLessThan(0);
    expect(compareRank(hunter('b', 8, 1, 500), finisher('a', 0, 50))).toBeGreaterThan(0);
  });

  it('ranks those still hunting by more pieces, then the earlier latest find, not by points', () => {
    expect(compareRank(hunter('a', 3, 9), hunter('b', 2, 1))).toBeLessThan(0);
    expect(compareRank(hunter('a', 3, 1), hunter('b', 3, 2, 50))).toBeLessThan(0);
    expect(compareRank(hunter('a', 3, 1), hunter('b', 3, 1, 50))).toBe(0);
  });
});

describe('compareInRankOrder', () => {
  it('keeps an equal pair in the byte order of their ids, as PostgreSQL orders uuids', () => {
    const low = '0a6f0d6e-0000-4000-8000-000000000000';
    const high = 'f0000000-0000-4000-8000-000000000000';
    expect(compareInRankOrder(finisher(low, 10, 1), finisher(high, 10, 1))).toBeLessThan(0);
    expect(compareInRankOrder(hunter(high, 2, 1), hunter(low, 2, 1))).toBeGreaterThan(0);
    expect(compareInRankOrder(finisher(low, 10, 1), finisher(low, 10, 1))).toBe(0);
  });
});

describe('rankEntries', () => {
  it('places finishers, then hunters, sharing places for equal keys (1, 2, 2, 4)', () => {
    const ranked = rankEntries([hunter('h2', 2, 3), finisher('f2', 10, 5), hunter('h1', 4, 9), finisher('f1', 20, 9), hunter('h3', 2, 3)]);
    expect(ranked.map((r) => [r.entry.id, r.rank])).toEqual([
      ['f1', 1],
      ['f2', 2],
      ['h1', 3],
      ['h2', 4],
      ['h3', 4],
    ]);
  });

  it('gives percentiles over the finishers only, none to those still hunting', () => {
    const ranked = rankEntries([finisher('a', 20, 0), finisher('b', 10, 0), hunter('c', 5, 0), hunter('d', 1, 0)]);
    expect(ranked.map((r) => r.percentile)).toEqual([50, 0, null, null]);
  });

  it('does not reorder its input, and keeps the entry objects', () => {
    const input = [finisher('low', 1, 0), finisher('high', 2, 0)];
    const ranked = rankEntries(input);
    expect(input.map((e) => e.id)).toEqual(['low', 'high']);
    expect(ranked[0]?.entry).toBe(input[1]);
    expect(rankEntries([])).toEqual([]);
  });

  it('rankSorted trusts the given order and only assigns places', () => {
    expect(rankSorted([finisher('x', 1, 0), finisher('y', 1, 0), finisher('z', 9, 0)]).map((r) => r.rank)).toEqual([1, 1, 3]);
  });
});

describe('prizeFor', () => {
  const tiers = [
    { percentile: 90, prizeName: 'Mug' },
    { percentile: 99, prizeName: 'Hoodie' },
    { percentile: 50, prizeName: 'Sticker' },
  ];

  it('gives the prize of the fewest places that cover the place, in whatever order the tiers are set', () => {
    // 100 finishers: Hoodie covers 1 place, Mug 10, Sticker 50.
    expect(prizeFor(1, 100, tiers)?.prizeName).toBe('Hoodie');
    expect(prizeFor(2, 100, tiers)?.prizeName).toBe('Mug');
    expect(prizeFor(10, 100, tiers)?.prizeName).toBe('Mug');
    expect(prizeFor(50, 100, tiers)?.prizeName).toBe('Sticker');
    expect(prizeFor(51, 100, tiers)).toBeNull();
  });

  it('gives the only finisher the top prize', () => {
    expect(prizeFor(1, 1, tiers)?.prizeName).toBe('Hoodie');
  });

  it('gives none past the finishers, without tiers, or without a place', () => {
    expect(prizeFor(3, 2, tiers)).toBeNull();
    expect(prizeFor(1, 100, [])).toBeNull();
    expect(prizeFor(null, 100, tiers)).toBeNull();
  });
});
