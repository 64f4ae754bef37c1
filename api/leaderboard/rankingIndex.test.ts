import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../core/testing/seededRandom';
import { rankEntries } from '../../core/ranking';
import { RankingIndex, type RankedUser } from './rankingIndex';

const user = (id: string, totalPoints: number, completedAtMs: number): RankedUser => ({
  id,
  email: `${id}@campus.edu`,
  firstName: null,
  lastName: null,
  profileImageUrl: null,
  totalPoints,
  completedAtMs,
  piecesFound: 9,
  lastFoundAtMs: completedAtMs,
  teamId: null,
  divisionId: null,
});

const hunter = (id: string, piecesFound: number, lastFoundAtMs: number): RankedUser => ({
  ...user(id, 0, 0),
  completedAtMs: null,
  piecesFound,
  lastFoundAtMs,
});

/** The reference: core's ranking of the same participants, sorted from scratch. */
function expectedPositions(users: Iterable<RankedUser>) {
  return rankEntries([...users]).map(({ entry, rank, percentile }) => ({ id: entry.id, rank, percentile }));
}


describe('RankingIndex', () => {
  it('ranks by points, then completion time, with ties sharing a rank (1, 2, 2, 4)', () => {
    const index = new RankingIndex();
    index.upsert(user('carol', 50, 0));
    index.upsert(user('alice', 100, 20));
    index.upsert(user('bob', 100, 10));
    index.upsert(user('dave', 100, 20));
    expect(index.top(10).map((p) => [p.user.id, p.rank])).toEqual([['bob', 1], ['alice', 2], ['dave', 2], ['carol', 4]]);
    expect(index.position('dave')).toMatchObject({ rank: 2, percentile: 50 });
    expect(index.position('nobody')).toBeNull();
  });

  it('moves a participant whose score changes and drops one who is removed', async () => {
    const index = await RankingIndex.build([user('c', 10, 3), user('a', 30, 1), user('b', 20, 2)], 2, async () => undefined);
    index.upsert(user('c', 40, 3));
    expect(index.top(3).map((p) => p.user.id)).toEqual(['c', 'a', 'b']);
    index.remove('a');
    expect(index.top(3).map((p) => [p.user.id, p.rank])).toEqual([['c', 1], ['b', 2]]);
    expect(index.size).toBe(2);
  });

  it('ranks those still hunting below every finisher, by pieces then latest find, percentiles over the finishers', () => {
    const index = new RankingIndex();
    index.upsert(hunter('early', 3, 100));
    index.upsert(hunter('late', 3, 200));
    index.upsert(hunter('more', 5, 900));
    index.upsert(user('done', 0, 5000));
    expect(index.top(10).map((p) => [p.user.id, p.rank, p.percentile])).toEqual([
      ['done', 1, 0],
      ['more', 2, null],
      ['early', 3, null],
      ['late', 4, null],
    ]);
    expect(index.finishers).toBe(1);
    index.upsert(user('early', 10, 6000));
    expect(index.finishers).toBe(2);
    expect(index.position('early')).toMatchObject({ rank: 1, percentile: 50, finishers: 2 });
    index.remove('done');
    expect(index.finishers).toBe(1);
  });

  it('agrees with a full re-sort after thousands of random changes', () => {
    const next = seededRandom(7);
    const index = new RankingIndex();
    const current = new Map<string, RankedUser>();
    for (let step = 0; step < 3000; step++) {
      const id = `u${next(300)}`;
      if (next(10) === 0) {
        index.remove(id);
        current.delete(id);
      } else {
        // Few distinct points, pieces and times, so ties are common; a third still hunting.
        const changed = next(3) === 0 ? hunter(id, next(8), 1000 + next(15)) : user(id, next(20) * 5, 1000 + next(15));
        index.upsert(changed);
        current.set(id, changed);
      }
    }
    const expected = expectedPositions(current.values());
    const actual = index.top(index.size).map((p) => ({ id: p.user.id, rank: p.rank, percentile: p.percentile }));
    expect(actual.map((p) => [p.rank, p.percentile])).toEqual(expected.map((p) => [p.rank, p.percentile]));
    for (const { id, rank } of expected) expect(index.position(id)?.rank).toBe(rank);
    // A page from the middle ranks the same as the whole list.
    expect(index.slice(100, 20)).toEqual(index.top(index.size).slice(100, 120));
  });
});
