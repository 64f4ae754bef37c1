import { describe, expect, it } from 'vitest';
import type { LeaderboardDto, LeaderboardEntryDto } from '../../core/contracts';
import { parseStreamMessage, updateFromStream } from './leaderboardStream';

const entry = (id: string, totalPoints: number): LeaderboardEntryDto => ({
  userId: id,
  userName: id,
  email: null,
  profileImageUrl: null,
  rank: 1,
  totalPoints,
  percentile: 0,
  completedAt: '2026-11-23T09:00:00.000Z',
  piecesFound: 9,
  lastFoundAt: '2026-11-23T09:00:00.000Z',
  tier: null,
  prize: null,
  team: null,
  division: null,
});
const board: LeaderboardDto = { published: true, version: 'v1', entries: [entry('a', 10)], me: null, totalRanked: 1, prizes: [] };

describe('leaderboard stream messages', () => {
  it('ignores what is not a message', () => {
    expect(parseStreamMessage('not json')).toBeNull();
    expect(parseStreamMessage('{"at":"2026"}')).toBeNull();
    expect(parseStreamMessage('{"reload":true}')).toEqual({ reload: true });
  });

  it('patches the held board and takes the reader\'s score from their own entry', () => {
    const me = { ...entry('b', 20), rank: 1, percentile: 50, tier: 'Platinum' as const, prize: 'Mug' };
    const update = updateFromStream(board, { from: 'v1', v: 'v2', n: 2, ops: [{ at: 0, remove: 0, insert: [entry('b', 20)] }], me });
    expect(update.kind).toBe('patched');
    if (update.kind !== 'patched') return;
    expect(update.board.entries.map((e) => [e.userId, e.rank])).toEqual([['b', 1], ['a', 2]]);
    const before = { score: { totalPoints: 0, completedAt: null }, percentile: null, rank: null, tier: null, prize: null };
    expect(update.score?.(before)).toEqual({
      score: { totalPoints: 20, completedAt: me.completedAt },
      percentile: 50,
      rank: 1,
      tier: 'Platinum',
      prize: { name: 'Mug', description: null },
    });
  });

  it('asks to fetch again on a reload, a patch for another version, or with nothing held', () => {
    expect(updateFromStream(board, { reload: true }).kind).toBe('refetch');
    expect(updateFromStream(board, { from: 'v0', v: 'v2', n: 2, ops: [], me: null }).kind).toBe('refetch');
    expect(updateFromStream(undefined, { from: 'v1', v: 'v2', n: 2, ops: [], me: null }).kind).toBe('refetch');
  });
});
