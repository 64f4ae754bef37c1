import type { TeamEntryDto } from '../../core/teams';
import { SharedPrefix } from '../compression/sharedPrefix';
import type { TeamBoardView, TeamPlace } from '../leaderboard/teamBoard';
import type { TeamBoardBody } from '../realtime/teamBoardPatches';
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
 * names the shared part the same on every instance in the same state; the entries it was made of
 * stay with it, for the stream's patches.
 */
export type TeamBoardBodies = (view: TeamBoardView, key: string) => TeamBoardBody;

export function createTeamBoardBodies(): TeamBoardBodies {
  let shared: (Omit<TeamBoardBody, 'tail' | 'etag'> & { key: string; prizeRules: readonly unknown[] }) | null = null;
  return (view, key) => {
    if (!view.published) return UNPUBLISHED;
    if (shared?.key !== key || shared.prizeRules !== view.prizes) {
      const entries = view.places.map(presentTeamEntry);
      const entriesJson = JSON.stringify(entries);
      const prizes = JSON.stringify(view.prizes);
      const version = shortHash(`${view.totalRanked}|${prizes}|${entriesJson}`);
      const head = `{"published":true,"version":"${version}","totalRanked":${view.totalRanked},"prizes":${prizes},"entries":${entriesJson},"mine":`;
      shared = { key, prizeRules: view.prizes, version, head: new SharedPrefix(Buffer.from(head)), entries, totalRanked: view.totalRanked, prizes };
    }
    const mine = view.mine ? ownTeam(view.mine) : NO_TEAM;
    const { version, head, entries, totalRanked, prizes } = shared;
    return { version, head, entries, totalRanked, prizes, tail: mine.tail, etag: `"${version}.${mine.hash}"` };
  };
}

/**
 * A team's own entry as its members' bodies end, kept with its place (a board's places are new
 * objects whenever it is ranked again): a broadcast to thousands of members, a few per team,
 * presents and hashes each team once.
 */
const ownTeams = new WeakMap<TeamPlace, { tail: string; hash: string }>();
const NO_TEAM = { tail: 'null}', hash: shortHash('null') };

function ownTeam(place: TeamPlace): { tail: string; hash: string } {
  let own = ownTeams.get(place);
  if (!own) {
    const json = JSON.stringify(presentTeamEntry(place));
    own = { tail: `${json}}`, hash: shortHash(json) };
    ownTeams.set(place, own);
  }
  return own;
}

const UNPUBLISHED_JSON = '{"published":false,"version":"","totalRanked":0,"prizes":[],"entries":[],"mine":null}';
const UNPUBLISHED: TeamBoardBody = {
  version: 'unpublished',
  head: new SharedPrefix(Buffer.from(UNPUBLISHED_JSON)),
  tail: '',
  etag: '"unpublished"',
  entries: null,
  totalRanked: 0,
  prizes: '[]',
};

/** A body as a read sends it (a stream writes the parts). */
export function teamBoardJson(body: TeamBoardBody): JsonBody {
  return { shared: body.head, tail: body.tail, etag: body.etag };
}
