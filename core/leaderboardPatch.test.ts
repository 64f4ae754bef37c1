import { describe, expect, it } from 'vitest';
import { seededRandom } from './testing/seededRandom';
import type { LeaderboardDto, LeaderboardEntryDto } from './contracts';
import { applyLeaderboardPatch, applySplices, diffTop, rerankTop } from './leaderboardPatch';

const entry = (id: string, totalPoints: number, minute = 0): LeaderboardEntryDto => ({
  userId: id,
  userName: id.toUpperCase(),
  email: `${id}@campus.edu`,
  profileImageUrl: null,
  rank: 0,
  totalPoints,
  percentile: 0,
  completedAt: new Date(Date.UTC(2026, 10, 23, 9, minute)).toISOString(),
  piecesFound: 9,
  lastFoundAt: new Date(Date.UTC(2026, 10, 23, 9, minute)).toISOString(),
  tier: null,
  prize: null,
  team: null,
  division: null,
});

const hunting = (id: string, piecesFound: number, minute = 0): LeaderboardEntryDto => ({
  ...entry(id, 0, minute),
  completedAt: null,
  percentile: null,
  piecesFound,
});

const PRIZES = [{ percentile: 99, prizeName: 'Hoodie' }];


describe('diffTop and applySplices', () => {
  it('moves one participant up with two splices', () => {
    const before = [entry('a', 30), entry('b', 20), entry('c', 10)];
    const after = [entry('c', 40), entry('a', 30), entry('b', 20)];
    const splices = diffTop(before, after);
    expect(splices).toHaveLength(2);
    expect(applySplices(before, splices ?? [])).toEqual(after);
  });

  it('inserts a newcomer and drops the row pushed off the end', () => {
    const before = [entry('a', 30), entry('b', 20), entry('c', 10)];
    const after = [entry('a', 30), entry('x', 25), entry('b', 20)];
    expect(applySplices(before, diffTop(before, after) ?? [])).toEqual(after);
  });

  it('turns any top list into any other, or says to send the whole list', () => {
    const next = seededRandom(11);
    const pool = Array.from({ length: 40 }, (_, i) => entry(`u${i}`, i));
    for (let round = 0; round < 500; round++) {
      const pick = () => Array.from(new Set(Array.from({ length: next(15) }, () => pool[next(40)] as LeaderboardEntryDto)));
      const before = pick();
      // Mostly small changes to `before`, sometimes an unrelated list.
      const after = next(4) === 0 ? pick() : before.map((e) => (next(6) === 0 ? { ...e, totalPoints: e.totalPoints + 1 } : e)).slice(0, 14);
      const splices = diffTop(before, after);
      if (splices) expect(applySplices(before, splices)).toEqual(after);
    }
  });

  it('sends nothing when nothing changed', () => {
    const list = [entry('a', 3), entry('b', 2)];
    expect(diffTop(list, list)).toEqual([]);
  });
});

describe('rerankTop', () => {
  it('shares ranks on equal points and completion, and recomputes percentiles from the count', () => {
    const ranked = rerankTop([entry('a', 9, 1), entry('b', 5, 2), entry('c', 5, 2), entry('d', 5, 3)], 100, PRIZES);
    expect(ranked.map((e) => [e.rank, e.percentile])).toEqual([[1, 99], [2, 98], [2, 98], [4, 96]]);
  });

  it('gives tiers and prizes by place among the finishers, none to those still hunting', () => {
    const ranked = rerankTop([entry('a', 9, 1), hunting('h', 5, 1), hunting('i', 5, 1), hunting('j', 3, 0)], 1, PRIZES);
    expect(ranked.map((e) => [e.rank, e.tier, e.prize, e.percentile])).toEqual([
      [1, 'Platinum', 'Hoodie', 0],
      [2, null, null, null],
      [2, null, null, null],
      [4, null, null, null],
    ]);
  });
});

describe('applyLeaderboardPatch', () => {
  const board: LeaderboardDto = {
    published: true,
    version: 'v1',
    entries: rerankTop([entry('a', 30), entry('b', 20)], 2, PRIZES),
    me: null,
    totalRanked: 2,
    prizes: PRIZES,
  };

  it('applies a patch made for its version, with the reader\'s own row from me', () => {
    const me = { ...entry('c', 40), email: 'c@campus.edu (full)', rank: 1, percentile: 66.66666666666667 };
    const patched = applyLeaderboardPatch(board, { from: 'v1', v: 'v2', n: 3, ops: [{ at: 0, remove: 0, insert: [entry('c', 40)] }], me });
    expect(patched?.version).toBe('v2');
    expect(patched?.entries.map((e) => [e.userId, e.rank, e.email])).toEqual([
      ['c', 1, 'c@campus.edu (full)'],
      ['a', 2, 'a@campus.edu'],
      ['b', 3, 'b@campus.edu'],
    ]);
    expect(patched?.totalRanked).toBe(3);
  });

  it('refuses splices made for another version, so the reader fetches the board again', () => {
    expect(applyLeaderboardPatch(board, { from: 'v0', v: 'v2', n: 3, ops: [], me: null })).toBeNull();
  });

  it('takes a whole top list whatever version the reader holds', () => {
    const patched = applyLeaderboardPatch(board, { from: 'v0', v: 'v9', n: 1, top: [entry('z', 99)], me: null });
    expect(patched?.entries.map((e) => [e.userId, e.rank])).toEqual([['z', 1]]);
  });

  it('only updates the reader\'s position when the top list is already current', () => {
    const me = { ...entry('z', 1), rank: 7, percentile: 30 };
    expect(applyLeaderboardPatch(board, { from: 'v0', v: 'v1', n: 10, me })).toMatchObject({ version: 'v1', me, totalRanked: 10 });
  });
});
