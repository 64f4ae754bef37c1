import { describe, expect, it } from 'vitest';
import type { TeamEntryDto } from '../../core/teams';
import { SharedPrefix } from '../compression/sharedPrefix';
import { TeamBoardPatches, type TeamBoardBody } from './teamBoardPatches';

const team = (teamId: number, totalPoints: number): TeamEntryDto => ({
  teamId,
  name: `Team ${teamId}`,
  members: 2,
  rank: 0,
  totalPoints,
  percentile: null,
  completedAt: null,
  piecesFound: 1,
  lastFoundAt: null,
  tier: null,
  prize: null,
});

const body = (version: string, entries: TeamEntryDto[] | null, prizes = '[]'): TeamBoardBody => ({
  version,
  head: new SharedPrefix(Buffer.from('')),
  tail: 'null}',
  etag: '',
  entries,
  totalRanked: 0,
  prizes,
});

describe('TeamBoardPatches', () => {
  it('patches from a version a reader was sent, serialising each step once per broadcast', () => {
    const patches = new TeamBoardPatches();
    patches.remember(body('a', [team(1, 10), team(2, 5)]));
    patches.startBroadcast();
    const next = body('b', [team(2, 15), team(1, 10)]);
    const prefix = patches.prefix('a', next);
    expect(prefix).toMatch(/^\{"from":"a","v":"b","n":0,"ops":\[.+\],"mine":$/);
    expect(JSON.parse(`${prefix ?? ''}null}`).ops.length).toBe(2);
    expect(patches.prefix('a', next)).toBe(prefix);
    // Only the reader's own team changed: no splices.
    expect(patches.prefix('a', body('a', [team(1, 10), team(2, 5)]))).toBe('{"from":"a","v":"a","n":0,"ops":[],"mine":');
  });

  it('sends the board whole from a version it forgot or never published, across new prize tiers, or to a sealed board', () => {
    const patches = new TeamBoardPatches();
    patches.remember(body('a', [team(1, 10)]));
    patches.remember(body('unpublished', null));
    patches.startBroadcast();
    expect(patches.prefix('z', body('b', [team(1, 11)]))).toBeNull();
    expect(patches.prefix('unpublished', body('b', [team(1, 11)]))).toBeNull();
    expect(patches.prefix('a', body('c', [team(1, 11)], '[{"percentile":90,"prizeName":"Cup"}]'))).toBeNull();
    expect(patches.prefix('a', body('unpublished', null))).toBeNull();
  });

  it('remembers the last eight versions', () => {
    const patches = new TeamBoardPatches();
    for (let n = 0; n < 9; n++) patches.remember(body(`v${n}`, [team(1, n)]));
    patches.startBroadcast();
    expect(patches.prefix('v0', body('w', [team(1, 99)]))).toBeNull();
    expect(patches.prefix('v1', body('w', [team(1, 99)]))).not.toBeNull();
  });
});
