import type { LeaderboardDto, LeaderboardEntryDto } from './contracts';
import { awardsOf, compareRank, percentileFor, type PrizeTierRule, type RankKeys } from './ranking';

/**
 * The live leaderboard stream sends changes, not the board: thousands of open pages must not
 * all fetch the whole board after every score change. A message says which version of the
 * top list it applies to (`from`), how to turn it into the next (`ops`, positional splices,
 * or the whole list `top` when that is shorter), the new count of finishers, and the reader's
 * own position. Ranks, percentiles, tiers and prizes are recomputed from the order and the
 * count, so a new finisher far below does not rewrite every row.
 */
export interface TopSplice {
  at: number;
  remove: number;
  insert: LeaderboardEntryDto[];
}

export interface LeaderboardPatch {
  from: string;
  v: string;
  n: number;
  ops?: TopSplice[];
  top?: LeaderboardEntryDto[];
  me: LeaderboardEntryDto | null;
}

/** Something changed that a patch cannot say (an event was completed, the board sealed): fetch it again. */
export interface LeaderboardReload {
  reload: true;
}

export type LeaderboardStreamMessage = LeaderboardPatch | LeaderboardReload;

/** Beyond this many splices, sending the whole list is as small and simpler to apply. */
const MAX_SPLICES = 12;

/** Same participant showing the same things (rank, percentile, tier and prize follow from the order). */
function sameEntry(a: LeaderboardEntryDto, b: LeaderboardEntryDto): boolean {
  return (
    a.userId === b.userId &&
    a.userName === b.userName &&
    a.email === b.email &&
    a.profileImageUrl === b.profileImageUrl &&
    a.totalPoints === b.totalPoints &&
    a.completedAt === b.completedAt &&
    a.piecesFound === b.piecesFound &&
    a.lastFoundAt === b.lastFoundAt &&
    a.team === b.team &&
    a.division === b.division
  );
}

/** What an entry's place is decided by (core/ranking.ts). */
export function rankKeysOf(entry: LeaderboardEntryDto): RankKeys {
  return {
    totalPoints: entry.totalPoints,
    completedAtMs: entry.completedAt === null ? null : Date.parse(entry.completedAt),
    piecesFound: entry.piecesFound,
    lastFoundAtMs: entry.lastFoundAt === null ? null : Date.parse(entry.lastFoundAt),
  };
}

/**
 * Splices that turn `previous` into `next` (null when the whole list is shorter to send). One
 * participant moving costs two splices; one arriving, one plus the row pushed off the end.
 */
export function diffTop(previous: readonly LeaderboardEntryDto[], next: readonly LeaderboardEntryDto[]): TopSplice[] | null {
  const splices: TopSplice[] = [];
  const current = [...previous];
  const wanted = new Map(next.map((entry) => [entry.userId, entry]));
  // Rows that left or changed go first; the changed ones come back in their new place below.
  for (let at = current.length - 1; at >= 0; at--) {
    const entry = current[at] as LeaderboardEntryDto;
    const target = wanted.get(entry.userId);
    if (target && sameEntry(entry, target)) continue;
    splices.push({ at, remove: 1, insert: [] });
    current.splice(at, 1);
  }
  next.forEach((entry, at) => {
    if (current[at]?.userId === entry.userId) return;
    const from = current.findIndex((other, index) => index > at && other.userId === entry.userId);
    if (from > at) {
      splices.push({ at: from, remove: 1, insert: [] });
      current.splice(from, 1);
    }
    splices.push({ at, remove: 0, insert: [entry] });
    current.splice(at, 0, entry);
  });
  if (current.length > next.length) splices.push({ at: next.length, remove: current.length - next.length, insert: [] });
  return splices.length > MAX_SPLICES ? null : splices;
}

export function applySplices(entries: readonly LeaderboardEntryDto[], splices: readonly TopSplice[]): LeaderboardEntryDto[] {
  const result = [...entries];
  for (const { at, remove, insert } of splices) result.splice(at, remove, ...insert);
  return result;
}

/** Ranks, percentiles, tiers and prizes of a top list (a prefix of the ranking), from its order and the count of finishers. */
export function rerankTop(entries: readonly LeaderboardEntryDto[], finishers: number, prizes: readonly PrizeTierRule[]): LeaderboardEntryDto[] {
  const ranked: LeaderboardEntryDto[] = [];
  entries.forEach((entry, index) => {
    const previous = ranked[index - 1];
    const tied = previous && compareRank(rankKeysOf(previous), rankKeysOf(entry)) === 0;
    const rank = tied ? previous.rank : index + 1;
    const { tier, prize } = awardsOf(rank, finishers, prizes);
    ranked.push({
      ...entry,
      rank,
      percentile: entry.completedAt === null ? null : percentileFor(rank, finishers),
      tier,
      prize: prize?.prizeName ?? null,
    });
  });
  return ranked;
}

/**
 * The board after a patch, or null when the patch is for another version (then fetch it again).
 * A whole top list applies to any version.
 */
export function applyLeaderboardPatch(board: LeaderboardDto, patch: LeaderboardPatch): LeaderboardDto | null {
  if (!board.published) return null;
  let entries: LeaderboardEntryDto[];
  if (patch.top) entries = patch.top;
  else if (patch.v === board.version) entries = board.entries;
  else if (patch.from !== board.version) return null;
  else entries = applySplices(board.entries, patch.ops ?? []);
  // The reader's own row shows their own e-mail in full: it is the one `me` carries.
  const { me } = patch;
  const withMe = me ? entries.map((entry) => (entry.userId === me.userId ? me : entry)) : entries;
  return {
    published: true,
    version: patch.v,
    entries: rerankTop(withMe, patch.n, board.prizes),
    me,
    totalRanked: patch.n,
    prizes: board.prizes,
  };
}
