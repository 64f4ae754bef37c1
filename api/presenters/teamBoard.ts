import type { TeamEntryDto } from '../../core/teams';
import type { TeamBoardView, TeamPlace } from '../leaderboard/teamBoard';
import type { TeamBoardBody } from '../realtime/leaderboardStreams';
import { shortHash, type JsonBody } from './leaderboardEntry';

/** The team board's bodies: GET /api/leaderboard/teams and its live stream. */

const isoMs = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function presentTeamEntry(place: TeamPlace): TeamEntryDto {
  const { entry } = place;
  return {
    teamId: entry.team.id,
    name: entry.team.name,
    rank: place.rank,
    members: entry.members,
    totalPoints: entry.totalPoints,
    percentile: place.percentile,
    completedAt: isoMs(entry.completedAtMs),
    piecesFound: entry.piecesFound,
    lastFoundAt: isoMs(entry.lastFoundAtMs),
    tier: place.tier,
    prize: place.prize?.prizeName ?? null,
  };
}

/**
 * The team board's bodies, for GET /api/leaderboard/teams and its live stream: everything but the
 * reader's own team serialised once per change of the board (`key`, or the prize tiers) into one
 * buffer every reader shares, then the reader's own team's entry (`mine`) per reader. A version
 * names the shared part the same on every instance in the same state.
 */
export type TeamBoardBodies = (view: TeamBoardView, key: string) => TeamBoardBody;

export function createTeamBoardBodies(): TeamBoardBodies {
  let shared: { key: string; prizes: readonly unknown[]; version: string; head: Buffer } | null = null;
  return (view, key) => {
    if (!view.published) return UNPUBLISHED;
    if (shared?.key !== key || shared.prizes !== view.prizes) {
      const entries = JSON.stringify(view.places.map(presentTeamEntry));
      const prizes = JSON.stringify(view.prizes);
      const version = shortHash(`${view.totalRanked}|${prizes}|${entries}`);
      const head = `{"published":true,"version":"${version}","totalRanked":${view.totalRanked},"prizes":${prizes},"entries":${entries},"mine":`;
      shared = { key, prizes: view.prizes, version, head: Buffer.from(head) };
    }
    const mine = view.mine ? JSON.stringify(presentTeamEntry(view.mine)) : 'null';
    return { version: shared.version, head: shared.head, tail: `${mine}}`, etag: `"${shared.version}.${shortHash(mine)}"` };
  };
}

const UNPUBLISHED_JSON = '{"published":false,"version":"","totalRanked":0,"prizes":[],"entries":[],"mine":null}';
const UNPUBLISHED: TeamBoardBody = { version: 'unpublished', head: Buffer.from(UNPUBLISHED_JSON), tail: '', etag: '"unpublished"' };

/** A body as one buffer (a read sends it once; a stream writes the parts). */
export function teamBoardJson(body: TeamBoardBody): JsonBody {
  return { body: Buffer.concat([body.head, Buffer.from(body.tail)]), etag: body.etag };
}
