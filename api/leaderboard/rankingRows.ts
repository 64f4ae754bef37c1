import type { RankStamp } from '../realtime/changes';
import type { RankedUserRow, RankingRow } from '../repos/leaderboard';
import type { RankedUser } from './rankingIndex';

/** A board entry and the database row it is read from or written back as, and their comparisons. */

export function toRankedUser(row: RankedUserRow): RankedUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    profileImageUrl: row.profile_image_url,
    totalPoints: row.total_points,
    completedAtMs: row.completed_at?.getTime() ?? null,
    piecesFound: row.pieces_found,
    lastFoundAtMs: row.last_found_at?.getTime() ?? null,
    teamId: row.team_id,
    divisionId: row.division_id,
  };
}

export function sameRankedUser(a: RankedUser, b: RankedUser): boolean {
  return (
    a.totalPoints === b.totalPoints &&
    a.completedAtMs === b.completedAtMs &&
    a.piecesFound === b.piecesFound &&
    a.lastFoundAtMs === b.lastFoundAtMs &&
    a.teamId === b.teamId &&
    a.divisionId === b.divisionId &&
    a.email === b.email &&
    a.firstName === b.firstName &&
    a.lastName === b.lastName &&
    a.profileImageUrl === b.profileImageUrl
  );
}

/** Whether a row leaves the entry's standing (points, completion, team, division) as it was: a find alone. */
export function sameStanding(user: RankedUser, row: RankingRow): boolean {
  return (
    user.totalPoints === row.total_points &&
    user.completedAtMs === (row.completed_at?.getTime() ?? null) &&
    user.teamId === row.team_id &&
    user.divisionId === row.division_id
  );
}

/** A board entry as the row it came from (to apply it again, changed). */
export function rowOf(user: RankedUser): RankingRow {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    profile_image_url: user.profileImageUrl,
    total_points: user.totalPoints,
    completed_at: user.completedAtMs === null ? null : new Date(user.completedAtMs),
    pieces_found: user.piecesFound,
    last_found_at: user.lastFoundAtMs === null ? null : new Date(user.lastFoundAtMs),
    team_id: user.teamId,
    division_id: user.divisionId,
    on_board: true,
  };
}

/** What a stamp says of the fields a board entry ranks by. */
export function rankFieldsOf(stamp: RankStamp): Pick<RankedUser, 'totalPoints' | 'piecesFound' | 'lastFoundAtMs' | 'completedAtMs' | 'teamId' | 'divisionId'> {
  return {
    totalPoints: stamp.totalPoints,
    piecesFound: stamp.piecesFound,
    lastFoundAtMs: stamp.lastFoundAtMs,
    completedAtMs: stamp.completedAtMs,
    teamId: stamp.teamId,
    divisionId: stamp.divisionId,
  };
}

export function absentUser(id: string): RankingRow {
  return {
    id,
    email: '',
    first_name: null,
    last_name: null,
    profile_image_url: null,
    total_points: 0,
    completed_at: null,
    pieces_found: 0,
    last_found_at: null,
    team_id: null,
    division_id: null,
    on_board: false,
  };
}
