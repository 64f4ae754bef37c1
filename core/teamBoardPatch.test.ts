import { describe, expect, it } from 'vitest';
import { rerankTop } from './leaderboardPatch';
import { applyTeamBoardMessage, diffTeams, type TeamBoardPatch } from './teamBoardPatch';
import type { TeamBoardDto, TeamEntryDto } from './teams';

const PRIZES = [{ percentile: 50, prizeName: 'Pizza' }];
const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 9, minute)).toISOString();

const team = (teamId: number, totalPoints: number, finishedAt: number | null, piecesFound = 9): TeamEntryDto => ({
  teamId,
  name: `Team ${teamId}`,
  members: 3,
  rank: 0,
  totalPoints,
  percentile: null,
  completedAt: finishedAt === null ? null : at(finishedAt),
  piecesFound,
  lastFoundAt: at(finishedAt ?? 30),
  tier: null,
  prize: null,
});

/** A board as the server sends it: ranked from its order and finishers. */
function board(version: string, entries: TeamEntryDto[], mine: TeamEntryDto | null = null): TeamBoardDto {
  const finishers = entries.filter((entry) => entry.completedAt !== null).length;
  const ranked = rerankTop(entries, finishers, PRIZES);
  return { published: true, version, entries: ranked, mine: mine && (ranked.find((entry) => entry.teamId === mine.teamId) ?? null), totalRanked: finishers, prizes: PRIZES };
}

function patch(from: TeamBoardDto, to: TeamBoardDto): TeamBoardPatch {
  return { from: from.version, v: to.version, n: to.totalRanked, ops: diffTeams(from.entries, to.entries) ?? [], mine: to.mine };
}

describe('team board patches', () => {
  it('turn the board a page holds into the next one, places, percentiles and prizes included', () => {
    const before = board('a', [team(1, 20, 5), team(2, 10, 6), team(3, 0, null, 4)], team(3, 0, null));
    // Team 3 finishes with the most points: it moves to the top and takes the prize; the others' places follow.
    const after = board('b', [team(3, 30, 9), team(1, 20, 5), team(2, 10, 6)], team(3, 30, 9));
    const message = patch(before, after);
    expect(message.ops.length).toBeLessThanOrEqual(2);
    expect(applyTeamBoardMessage(before, message)).toEqual(after);
    expect(after.entries.map((entry) => [entry.teamId, entry.rank, entry.prize])).toEqual([
      [3, 1, 'Pizza'],
      [1, 2, null],
      [2, 3, null],
    ]);
  });

  it('asks for the board again when a patch is for another version than the one held', () => {
    const held = board('a', [team(1, 20, 5)]);
    const elsewhere = board('x', [team(1, 20, 5)]);
    const next = board('b', [team(1, 25, 5)]);
    expect(applyTeamBoardMessage(held, patch(elsewhere, next))).toBeNull();
    expect(applyTeamBoardMessage(undefined, patch(held, next))).toBeNull();
  });

  it("changes only the reader's own team when the board is the one held, and takes a whole board as it comes", () => {
    const held = board('a', [team(1, 20, 5), team(2, 10, 6)]);
    const mine = held.entries[1] ?? null;
    expect(applyTeamBoardMessage(held, { from: 'a', v: 'a', n: 2, ops: [], mine })).toEqual({ ...held, mine });
    const whole = board('c', [team(2, 40, 7)]);
    expect(applyTeamBoardMessage(held, whole)).toBe(whole);
  });

  it('names teams by id: a renamed team is one splice out and one in', () => {
    const before = [team(1, 20, 5), team(2, 10, 6)];
    const renamed = [team(1, 20, 5), { ...team(2, 10, 6), name: 'Night Owls' }];
    expect(diffTeams(before, renamed)).toEqual([
      { at: 1, remove: 1, insert: [] },
      { at: 1, remove: 0, insert: [renamed[1]] },
    ]);
  });
});
