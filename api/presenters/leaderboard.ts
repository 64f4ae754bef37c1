import { ADMIN_LEADERBOARD_SIZE } from '../../core/constants';
import type { AdminLeaderboardDto } from '../../core/admin';
import type { LeaderboardDto, ScoreDto } from '../../core/contracts';
import type { Standing } from '../../db/rows';
import type { AdminBoard, ParticipantBoard, VisibleStanding } from '../services/leaderboard';
import { boardResponseHead, presentLeaderboardEntry, shortHash, type JsonBody } from './leaderboardEntry';

const UNPUBLISHED: LeaderboardDto = { published: false, version: '', entries: [], me: null, totalRanked: 0, prizes: [] };
const UNPUBLISHED_BODY: JsonBody = { body: JSON.stringify(UNPUBLISHED), etag: '"unpublished"' };

/**
 * GET /api/leaderboard's body. The top list comes serialised (once per change, as bytes, see
 * leaderboard/boardView.ts), so a request adds only its own entry: after the list, uncompressed
 * behind the list's compressed bytes; and in place of its row for a reader among the hundred,
 * whose whole body is then their own (and compressed per response).
 */
export function presentParticipantBoard(board: ParticipantBoard): JsonBody {
  if (!board.published) return UNPUBLISHED_BODY;
  const { top, me, viewerId } = board;
  const etag = `"${top.version}.${me.hash}"`;
  const mineAt = top.indexOf.get(viewerId);
  if (mineAt === undefined) return { shared: top.responsePrefix, tail: `${me.json}}`, etag };
  const entries = `[${top.entryJson.map((json, at) => (at === mineAt ? me.json : json)).join(',')}]`;
  return { body: `${boardResponseHead(top.version, top.totalRanked, top.prizesJson, entries, top.frozen)}${me.json}}`, etag };
}

/** GET /api/user/score's body: the user's score, and the place, tier and prize they may see (or nulls). */
export function presentScore(user: Standing, standing: VisibleStanding): JsonBody {
  const score: ScoreDto = {
    score: { totalPoints: user.total_points, completedAt: user.completed_at?.toISOString() ?? null },
    percentile: standing.percentile,
    rank: standing.rank,
    tier: standing.tier,
    prize: standing.prize && { name: standing.prize.prize_name, description: standing.prize.prize_description },
  };
  const body = JSON.stringify(score);
  return { body, etag: `"${shortHash(body)}"` };
}

/** The admins' dialog: the top 50 and their own row, e-mails in full. */
export function presentAdminBoard({ top, mine, prizes }: AdminBoard, adminId: string): AdminLeaderboardDto {
  return {
    published: true,
    version: top.version,
    entries: top.entries.slice(0, ADMIN_LEADERBOARD_SIZE),
    me: mine ? presentLeaderboardEntry(mine, adminId, 'full', prizes) : null,
    totalRanked: top.totalRanked,
    prizes: [...prizes],
  };
}
