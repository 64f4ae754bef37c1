import type { LeaderboardDto, LeaderboardEntryDto, RacePlaceDto } from './contracts';
import { awardsOf, compareRank, percentileFor, type PrizeTierRule, type RankKeys } from './ranking';

/**
 * The live leaderboard stream sends changes, not the board: thousands of open pages must not
 * all fetch the whole board after every score change. A message says which version of the
 * top list it applies to (`from`), how to turn it into the next (`ops`, positional splices,
 * or the whole list `top` when that is shorter), the new count of finishers, and the reader's
 * own position. Ranks, percentiles, tiers and prizes are recomputed from the order and the
 * count, so a new finisher far below does not rewrite every row.
 */
export interface Splice<T> {
  at: number;
  remove: number;
  insert: T[];
}

export type TopSplice = Splice<LeaderboardEntryDto>;

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
export function rankKeysOf(entry: RacePlaceDto): RankKeys {
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
  return diffList(previous, next, (entry) => entry.userId, sameEntry);
}

/** Splices that turn one ranked list into another, its rows named by `idOf` (null beyond MAX_SPLICES). */
export function diffList<T>(previous: readonly T[], next: readonly T[], idOf: (entry: T) => string | number, same: (a: T, b: T) => boolean): Splice<T>[] | null {
  const splices: Splice<T>[] = [];
  const current = [...previous];
  const wanted = new Map(next.map((entry) => [idOf(entry), entry]));
  // Rows that left or changed go first; the changed ones come back in their new place below.
  for (let at = current.length - 1; at >= 0; at--) {
    const entry = current[at] as T;
    const target = wanted.get(idOf(entry));
    if (target && same(entry, target)) continue;
    splices.push({ at, remove: 1, insert: [] });
    current.splice(at, 1);
  }
  next.forEach((entry, at) => {
    const here = current[at];
    if (here !== undefined && idOf(here) === idOf(entry)) return;
    const from = current.findIndex((other, index) => index > at && idOf(other) === idOf(entry));
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

export function applySplices<T>(entries: readonly T[], splices: readonly Splice<T>[]): T[] {
  const result = [...entries];
  for (const { at, remove, insert } of splices) result.splice(at, remove, ...insert);
  return result;
}

/** Ranks, percentiles, tiers and prizes of a top list (a prefix of the ranking), from its order and the count of finishers. */
export function rerankTop<T extends RacePlaceDto>(entries: readonly T[], finishers: number, prizes: readonly PrizeTierRule[]): T[] {
  const ranked: T[] = [];
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
