import { createHash } from 'node:crypto';
import { ADMIN_LEADERBOARD_SIZE } from '../../core/constants';
import type { AdminLeaderboardDto } from '../../core/admin';
import type { LeaderboardDto, LeaderboardEntryDto, ScoreDto } from '../../core/contracts';
import { displayName, maskEmail } from '../../core/displayName';
import type { UserRow } from '../../db/rows';
import type { AppConfig } from '../config';
import type { Position } from '../leaderboard/rankingIndex';
import type { AdminBoard, ParticipantBoard } from '../services/leaderboard';

export type EmailPolicy = AppConfig['leaderboardEmails'];

/** A JSON body already serialised, with an ETag naming its content. */
export interface JsonBody {
  body: string | Buffer;
  etag: string;
}

/** A short name for a JSON text: the same on every instance for the same content (versions, ETags). */
export const shortHash = (text: string) => createHash('md5').update(text).digest('base64url').slice(0, 16);

/** Others' e-mails follow LEADERBOARD_EMAILS; your own is always in full. */
export function presentLeaderboardEntry(position: Position, viewerId: string, policy: EmailPolicy): LeaderboardEntryDto {
  const { user } = position;
  return {
    userId: user.id,
    userName: displayName({ firstName: user.firstName, lastName: user.lastName, email: user.email }),
    email: emailFor(user.email, user.id === viewerId ? 'full' : policy),
    profileImageUrl: user.profileImageUrl,
    rank: position.rank,
    totalPoints: user.totalPoints,
    percentile: position.percentile,
    completedAt: new Date(user.completedAtMs).toISOString(),
  };
}

function emailFor(email: string, policy: EmailPolicy): string | null {
  if (policy === 'full') return email;
  if (policy === 'hidden') return null;
  return maskEmail(email);
}

/** The participant response up to the reader's own entry: `{…,"entries":[…],"me":`. */
export function boardResponseHead(version: string, totalRanked: number, entriesJson: string): string {
  return `{"published":true,"version":"${version}","totalRanked":${totalRanked},"entries":${entriesJson},"me":`;
}

const UNPUBLISHED: LeaderboardDto = { published: false, version: '', entries: [], me: null, totalRanked: 0 };
const UNPUBLISHED_BODY: JsonBody = { body: JSON.stringify(UNPUBLISHED), etag: '"unpublished"' };

/**
 * GET /api/leaderboard's body. The top list comes serialised (once per change, as bytes, see
 * leaderboard/boardView.ts), so a request adds only its own entry: after the list, and in place
 * of its row for a reader among the hundred.
 */
export function presentParticipantBoard(board: ParticipantBoard): JsonBody {
  if (!board.published) return UNPUBLISHED_BODY;
  const { top, me, viewerId } = board;
  const etag = `"${top.version}.${me.hash}"`;
  const mineAt = top.indexOf.get(viewerId);
  if (mineAt === undefined) return { body: Buffer.concat([top.responsePrefix, Buffer.from(`${me.json}}`)]), etag };
  const entries = `[${top.entryJson.map((json, at) => (at === mineAt ? me.json : json)).join(',')}]`;
  return { body: `${boardResponseHead(top.version, top.totalRanked, entries)}${me.json}}`, etag };
}

/** GET /api/user/score's body: the user's score, and the percentile they may see (or null). */
export function presentScore(user: UserRow, percentile: number | null): JsonBody {
  const score: ScoreDto = {
    score: { totalPoints: user.total_points, completedAt: user.completed_at?.toISOString() ?? null },
    percentile,
  };
  const body = JSON.stringify(score);
  return { body, etag: `"${shortHash(body)}"` };
}

/** The admins' dialog: the top 50 and their own row, e-mails in full. */
export function presentAdminBoard({ top, mine }: AdminBoard, adminId: string): AdminLeaderboardDto {
  return {
    published: true,
    version: top.version,
    entries: top.entries.slice(0, ADMIN_LEADERBOARD_SIZE),
    me: mine ? presentLeaderboardEntry(mine, adminId, 'full') : null,
    totalRanked: top.totalRanked,
  };
}
