import type { TeamBoardDto, TeamEntryDto } from '../../core/teams';
import type { TeamBoardView, TeamPlace } from '../leaderboard/teamBoard';
import type { TeamBoardBody } from '../realtime/leaderboardStreams';
import { shortHash } from './leaderboardEntry';

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

export function presentTeamBoard(board: Omit<TeamBoardDto, 'entries' | 'mine'> & { places: readonly TeamPlace[]; mine: TeamPlace | null }): TeamBoardDto {
  return {
    published: board.published,
    // Names the content the same on every instance in the same state.
    version: board.published ? shortHash(JSON.stringify([board.places.map((place) => [place.entry.team.id, place.entry.team.name, place.rank, place.entry.totalPoints, place.entry.piecesFound, place.entry.completedAtMs]), board.prizes])) : '',
    entries: board.places.map(presentTeamEntry),
    mine: board.mine && presentTeamEntry(board.mine),
    totalRanked: board.totalRanked,
    prizes: board.prizes,
  };
}

/**
 * The team board's body for the live streams: the entries serialised once per change of the
 * board (`key`), the reader's own team's entry per reader.
 */
export function createTeamBoardBodies(): (view: TeamBoardView, key: string) => TeamBoardBody {
  let shared: { key: string; prizes: readonly unknown[]; head: string } | null = null;
  return (view, key) => {
    if (!view.published) return { version: 'unpublished', json: '{"published":false,"version":"","entries":[],"mine":null,"totalRanked":0,"prizes":[]}' };
    if (shared?.key !== key || shared.prizes !== view.prizes) {
      const { version, entries } = presentTeamBoard({ ...view, mine: null });
      shared = { key, prizes: view.prizes, head: `{"published":true,"version":${JSON.stringify(version)},"entries":${JSON.stringify(entries)}` };
    }
    const mine = view.mine ? JSON.stringify(presentTeamEntry(view.mine)) : 'null';
    const rest = `,"totalRanked":${view.totalRanked},"prizes":${JSON.stringify(view.prizes)}}`;
    const json = `${shared.head},"mine":${mine}${rest}`;
    return { version: shortHash(json), json };
  };
}

