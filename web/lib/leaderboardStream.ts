import type { LeaderboardDto, ScoreDto } from '../../core/contracts';
import { applyLeaderboardPatch, type LeaderboardPatch, type LeaderboardStreamMessage } from '../../core/leaderboardPatch';
import type { TeamBoardMessage } from '../../core/teamBoardPatch';

/** What a stream message does to the cached board and score. */
export type StreamUpdate =
  | { kind: 'patched'; board: LeaderboardDto; score: ((score: ScoreDto) => ScoreDto) | null }
  /** The message can't be applied to what this page holds (or asks for it): fetch again. */
  | { kind: 'refetch' };

export function parseStreamMessage(data: string): LeaderboardStreamMessage | null {
  try {
    const message = JSON.parse(data) as unknown;
    if (typeof message !== 'object' || message === null) return null;
    if ('reload' in message) return { reload: true };
    return 'v' in message && 'from' in message ? (message as LeaderboardPatch) : null;
  } catch {
    return null;
  }
}

/** A team board message: a patch (it names the version it applies to) or the board whole; null for anything else. */
export function parseTeamBoardMessage(data: string): TeamBoardMessage | null {
  try {
    const message = JSON.parse(data) as unknown;
    if (typeof message !== 'object' || message === null) return null;
    return 'from' in message || 'published' in message ? (message as TeamBoardMessage) : null;
  } catch {
    return null;
  }
}

/**
 * Applies one message to the board this page holds. The reader's own position (`me`) also
 * brings their score card up to date, since a ranked reader's score is their board entry.
 */
export function updateFromStream(board: LeaderboardDto | undefined, message: LeaderboardStreamMessage): StreamUpdate {
  if ('reload' in message || !board) return { kind: 'refetch' };
  const patched = applyLeaderboardPatch(board, message);
  if (!patched) return { kind: 'refetch' };
  const { me } = message;
  const score = me
    ? (current: ScoreDto): ScoreDto => ({
        score: { totalPoints: me.totalPoints, completedAt: me.completedAt },
        percentile: me.percentile,
        rank: me.rank,
        tier: me.tier,
        // The board names the prize; its description comes with the score read.
        prize: me.prize === null ? null : current.prize?.name === me.prize ? current.prize : { name: me.prize, description: null },
      })
    : null;
  return { kind: 'patched', board: patched, score };
}
