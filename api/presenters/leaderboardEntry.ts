import { createHash, hash } from 'node:crypto';
import type { LeaderboardEntryDto } from '../../core/contracts';
import { displayName, maskEmail, type EmailPolicy } from '../../core/displayName';
import { awardsOf, type PrizeTierRule } from '../../core/ranking';
import type { SharedPrefix } from '../compression/sharedPrefix';
import type { Position, RankedUser } from '../leaderboard/rankingIndex';

/**
 * A board's entries and the parts of its body that leaderboard/boardView.ts serialises once per
 * change; presenters/leaderboard.ts assembles whole responses from them.
 */

/**
 * A JSON body already serialised, with an ETag naming its content: whole, or as the part every
 * reader shares (compressed once, see compression/sharedPrefix.ts) and the reader's own end.
 */
export type JsonBody = { body: string | Buffer; etag: string } | { shared: SharedPrefix; tail: string; etag: string };

/**
 * A short name for a JSON text or its bytes, given whole or in parts: the same on every instance
 * for the same content (versions, ETags). SHA-1 for speed, not secrecy: with the CPU's SHA
 * instructions it reads a board's 36 KB in under a third of MD5's time, and hashing the bytes
 * spares a second UTF-8 encoding of a text already encoded to be sent.
 */
export function shortHash(...parts: [string | Buffer, ...(string | Buffer)[]]): string {
  // The one-shot hash for the short texts of every request (ETags), which spares a Hash object.
  if (parts.length === 1) return hash('sha1', parts[0], 'base64url').slice(0, 16);
  const digest = createHash('sha1');
  for (const part of parts) digest.update(part);
  return digest.digest('base64url').slice(0, 16);
}

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
  const { user } = position;
  return entryOf(position, shownOf(user, policy, user.id === viewerId ? 'full' : policy), prizes, names);
}

/** What an entry shows that follows from its user alone (their place, prize and group names do not). */
interface Shown {
  userName: string;
  email: string | null;
  profileImageUrl: string | null;
  completedAt: string | null;
  lastFoundAt: string | null;
}

function shownOf(user: RankedUser, namePolicy: EmailPolicy, emailPolicy: EmailPolicy): Shown {
  return {
    userName: displayName(user, namePolicy),
    email: emailFor(user.email, emailPolicy),
    profileImageUrl: user.profileImageUrl,
    completedAt: isoOrNull(user.completedAtMs),
    lastFoundAt: isoOrNull(user.lastFoundAtMs),
  };
}

/** The entry's keys in this order are its JSON's order too, which topEntryJson repeats. */
function entryOf(position: Position, shown: Shown, prizes: readonly PrizeTierRule[], names: GroupNames): LeaderboardEntryDto {
  const { user, rank, finishers } = position;
  const { tier, prize } = awardsOf(rank, finishers, prizes);
  return {
    userId: user.id,
    userName: shown.userName,
    email: shown.email,
    profileImageUrl: shown.profileImageUrl,
    rank,
    totalPoints: user.totalPoints,
    percentile: position.percentile,
    completedAt: shown.completedAt,
    piecesFound: user.piecesFound,
    lastFoundAt: shown.lastFoundAt,
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

/**
 * A top list's entries with each one's JSON, exactly as presentLeaderboardEntry and
 * JSON.stringify would make them for a reader who is none of them. The top list is presented
 * again on every change of the ranking, hundreds a second in a finale, and most of its entries
 * are the same users as the last time: what follows from the user alone (the name's Unicode
 * cleaning, the masked e-mail, two ISO dates, their JSON) is kept per user object, and only the
 * place, prize and group names are serialised again. A RankedUser is never changed once made
 * (a change of the ranking makes a new one), so what is kept for it cannot go stale; group
 * names can be renamed, so they are not kept.
 */
export function presentTopEntries(
  positions: readonly Position[],
  policy: EmailPolicy,
  prizes: readonly PrizeTierRule[],
  names: GroupNames = NO_GROUP_NAMES,
): { entries: LeaderboardEntryDto[]; entryJson: string[] } {
  const kept = keptParts[policy];
  const entries: LeaderboardEntryDto[] = [];
  const entryJson: string[] = [];
  for (const position of positions) {
    let parts = kept.get(position.user);
    if (!parts) {
      parts = partsOf(position.user, shownOf(position.user, policy, policy));
      kept.set(position.user, parts);
    }
    const entry = entryOf(position, parts.shown, prizes, names);
    entries.push(entry);
    entryJson.push(topEntryJson(parts, entry));
  }
  return { entries, entryJson };
}

/** A user's entry as shown, and its JSON around the values that follow from their place. */
interface UserParts {
  shown: Shown;
  /** `{"userId":…,"profileImageUrl":…,"rank":` */
  head: string;
  /** `,"totalPoints":…,"percentile":` */
  points: string;
  /** `,"completedAt":…,"lastFoundAt":…,"tier":` */
  found: string;
}

/** Per e-mail policy, since the name and e-mail follow it; a user's parts go with the user object. */
const keptParts: Record<EmailPolicy, WeakMap<RankedUser, UserParts>> = { masked: new WeakMap(), full: new WeakMap(), hidden: new WeakMap() };

function partsOf(user: RankedUser, shown: Shown): UserParts {
  return {
    shown,
    head: `{"userId":${json(user.id)},"userName":${json(shown.userName)},"email":${json(shown.email)},"profileImageUrl":${json(shown.profileImageUrl)},"rank":`,
    points: `,"totalPoints":${json(user.totalPoints)},"percentile":`,
    found: `,"completedAt":${json(shown.completedAt)},"piecesFound":${json(user.piecesFound)},"lastFoundAt":${json(shown.lastFoundAt)},"tier":`,
  };
}

/** JSON.stringify(entry) for an entry of `parts`' user, its keys in entryOf's order. */
function topEntryJson(parts: UserParts, entry: LeaderboardEntryDto): string {
  return `${parts.head}${json(entry.rank)}${parts.points}${json(entry.percentile)}${parts.found}${json(entry.tier)},"prize":${json(entry.prize)},"team":${json(entry.team)},"division":${json(entry.division)}}`;
}

/** A value as JSON.stringify writes it inside an object: the same function, so the same escapes and number forms. */
const json = (value: string | number | null): string => JSON.stringify(value);

/** The participant response up to the reader's own entry: `{…,"entries":[…],"me":`. */
export function boardResponseHead(version: string, totalRanked: number, prizesJson: string, entriesJson: string, frozen = false): string {
  return `${boardHeadOpening(version, totalRanked, prizesJson, frozen)}${entriesJson}${BOARD_HEAD_CLOSING}`;
}

/** The same as bytes, from the entries already encoded: the top list encodes them once per change. */
export function boardResponseHeadBytes(version: string, totalRanked: number, prizesJson: string, entries: Buffer, frozen = false): Buffer {
  return Buffer.concat([Buffer.from(boardHeadOpening(version, totalRanked, prizesJson, frozen)), entries, Buffer.from(BOARD_HEAD_CLOSING)]);
}

const boardHeadOpening = (version: string, totalRanked: number, prizesJson: string, frozen: boolean) =>
  `{"published":true,${frozen ? '"frozen":true,' : ''}"version":"${version}","totalRanked":${totalRanked},"prizes":${prizesJson},"entries":`;
const BOARD_HEAD_CLOSING = ',"me":';
