import { hash } from 'node:crypto';
import type { LeaderboardEntryDto } from '../../core/contracts';
import { displayName, maskEmail, type EmailPolicy } from '../../core/displayName';
import { awardsOf, type PrizeTierRule } from '../../core/ranking';
import type { SharedPrefix } from '../compression/sharedPrefix';
import type { Position } from '../leaderboard/rankingIndex';

/**
 * A board's entries and the parts of its body that leaderboard/boardView.ts serialises once per
 * change; presenters/leaderboard.ts assembles whole responses from them.
 */

/**
 * A JSON body already serialised, with an ETag naming its content: whole, or as the part every
 * reader shares (compressed once, see compression/sharedPrefix.ts) and the reader's own end.
 */
export type JsonBody = { body: string | Buffer; etag: string } | { shared: SharedPrefix; tail: string; etag: string };

/** A short name for a JSON text: the same on every instance for the same content (versions, ETags). */
export const shortHash = (text: string) => hash('md5', text, 'base64url').slice(0, 16);

/** The names of the teams and divisions a board's entries name (the current event's, in memory). */
export interface GroupNames {
  teamName(id: number | null): string | null;
  divisionName(id: number | null): string | null;
}

/** For a board whose teams and divisions are not at hand (a past event's). */
export const NO_GROUP_NAMES: GroupNames = { teamName: () => null, divisionName: () => null };

/**
 * Others' e-mails follow LEADERBOARD_EMAILS; your own is always in full. The name follows the
 * board's policy for everyone, the reader too, so a student sees themselves as others do.
 */
export function presentLeaderboardEntry(
  position: Position,
  viewerId: string,
  policy: EmailPolicy,
  prizes: readonly PrizeTierRule[],
  names: GroupNames = NO_GROUP_NAMES,
): LeaderboardEntryDto {
  const { user, rank, finishers } = position;
  const { tier, prize } = awardsOf(rank, finishers, prizes);
  return {
    userId: user.id,
    userName: displayName(user, policy),
    email: emailFor(user.email, user.id === viewerId ? 'full' : policy),
    profileImageUrl: user.profileImageUrl,
    rank,
    totalPoints: user.totalPoints,
    percentile: position.percentile,
    completedAt: isoOrNull(user.completedAtMs),
    piecesFound: user.piecesFound,
    lastFoundAt: isoOrNull(user.lastFoundAtMs),
    tier,
    prize: prize?.prizeName ?? null,
    team: names.teamName(user.teamId),
    division: names.divisionName(user.divisionId),
  };
}

const isoOrNull = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());


function emailFor(email: string, policy: EmailPolicy): string | null {
  if (policy === 'full') return email;
  if (policy === 'hidden') return null;
  return maskEmail(email);
}

/** The participant response up to the reader's own entry: `{…,"entries":[…],"me":`. */
export function boardResponseHead(version: string, totalRanked: number, prizesJson: string, entriesJson: string, frozen = false): string {
  return `{"published":true,${frozen ? '"frozen":true,' : ''}"version":"${version}","totalRanked":${totalRanked},"prizes":${prizesJson},"entries":${entriesJson},"me":`;
}
