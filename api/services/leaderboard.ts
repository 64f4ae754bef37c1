import { ADMIN_LEADERBOARD_SIZE } from '../../core/constants';
import type { AdminLeaderboardDto } from '../../core/admin';
import type { LeaderboardDto, ScoreDto } from '../../core/contracts';
import type { UserRow } from '../../db/rows';
import { boardResponseHead, shortHash } from '../leaderboard/boardView';
import { presentLeaderboardEntry, type EmailPolicy } from '../presenters/leaderboard';
import type { Deps } from './types';

/** A JSON body already serialised, with an ETag naming its content. */
export interface JsonBody {
  body: string | Buffer;
  etag: string;
}

const UNPUBLISHED: LeaderboardDto = { published: false, version: '', entries: [], me: null, totalRanked: 0 };
const UNPUBLISHED_BODY: JsonBody = { body: JSON.stringify(UNPUBLISHED), etag: '"unpublished"' };

/** Participants see the live board unless the current event is sealed and not yet completed. */
export function isPublishedFor(deps: Deps, viewer: Pick<UserRow, 'role'>): boolean {
  if (viewer.role === 'admin') return true;
  const { current } = deps.caches.events.gate();
  return !current || current.leaderboard_visibility === 'live' || current.status === 'completed';
}

export function emailPolicyFor(deps: Deps, viewer: Pick<UserRow, 'role'>): EmailPolicy {
  // Admins always see full e-mails.
  return viewer.role === 'admin' ? 'full' : deps.config.leaderboardEmails;
}

/** The viewer's own entry as JSON (their e-mail in full), or 'null' when they are not ranked. */
export function ownEntryJson(deps: Deps, viewer: Pick<UserRow, 'id' | 'role'>): string {
  return deps.board.ownEntry(viewer.id, emailPolicyFor(deps, viewer)).json;
}

/**
 * The participant board: the top 100 and the viewer's own position, served from memory (no
 * query). The response up to the viewer's own entry is serialised once per change, as bytes;
 * a request adds only its `me` (and, for the hundred in the list, their own row in full).
 */
export function participantLeaderboard(deps: Deps, viewer: UserRow): JsonBody {
  if (!isPublishedFor(deps, viewer)) return UNPUBLISHED_BODY;
  const policy = emailPolicyFor(deps, viewer);
  const top = deps.board.top(policy);
  const { json: me, hash } = deps.board.ownEntry(viewer.id, policy);
  const etag = `"${top.version}.${hash}"`;
  const mineAt = top.indexOf.get(viewer.id);
  if (mineAt === undefined) return { body: Buffer.concat([top.responsePrefix, Buffer.from(`${me}}`)]), etag };
  const entries = `[${top.entryJson.map((json, at) => (at === mineAt ? me : json)).join(',')}]`;
  return { body: `${boardResponseHead(top.version, top.totalRanked, entries)}${me}}`, etag };
}

/** The user's score, and their percentile unless unranked or the board is sealed for them. */
export function participantScore(deps: Deps, user: UserRow): JsonBody {
  const ranked = user.completed_at && isPublishedFor(deps, user) ? deps.ranking.current.position(user.id) : null;
  const score: ScoreDto = {
    score: { totalPoints: user.total_points, completedAt: user.completed_at?.toISOString() ?? null },
    percentile: ranked?.percentile ?? null,
  };
  const body = JSON.stringify(score);
  return { body, etag: `"${shortHash(body)}"` };
}

/** The admins' dialog: always live (sealed or not), the top 50, full e-mails. */
export function adminLeaderboard(deps: Deps, admin: UserRow): AdminLeaderboardDto {
  const top = deps.board.top('full');
  const mine = deps.ranking.current.position(admin.id);
  return {
    published: true,
    version: top.version,
    entries: top.entries.slice(0, ADMIN_LEADERBOARD_SIZE),
    me: mine ? presentLeaderboardEntry(mine, admin.id, 'full') : null,
    totalRanked: top.totalRanked,
  };
}

/** Every ranked participant in rank order with full e-mails, for the export. */
export function fullLeaderboard(deps: Deps): LeaderboardDto['entries'] {
  const ranking = deps.ranking.current;
  return ranking.top(ranking.size).map((position) => presentLeaderboardEntry(position, '', 'full'));
}
