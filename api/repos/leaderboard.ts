import type { Knex } from 'knex';

export interface RankedUserRow {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  total_points: number;
  /** Null while still hunting. */
  completed_at: Date | null;
  pieces_found: number;
  last_found_at: Date | null;
  /** Their team and division in the event, when they have one. */
  team_id: number | null;
  division_id: number | null;
}

/** On the race board: found a piece or completed, neither disqualified nor erased (participants `p`, users `u`). */
const ON_BOARD = 'p.disqualified_at is null and u.erased_at is null and (p.completed_at is not null or p.pieces_found > 0)';

const USER_COLUMNS = ['u.id', 'u.email', 'u.first_name', 'u.last_name', 'u.profile_image_url'] as const;
const RACE_COLUMNS = ['p.total_points', 'p.completed_at', 'p.pieces_found', 'p.last_found_at', 'p.team_id', 'p.division_id'] as const;

/**
 * core/ranking.ts's race order in SQL, then the id (core's compareInRankOrder): finishers by
 * points and completion, then everyone still hunting by pieces and latest find.
 */
const IN_RANK_ORDER = `p.completed_at is null, case when p.completed_at is not null then p.total_points end desc nulls last,
  p.completed_at asc, p.pieces_found desc, p.last_found_at asc nulls last, u.id asc`;

/**
 * Everyone on the event's race board, in rank order: each participant who has found a piece (or
 * completed) and is neither disqualified nor erased. The ranking sorts them again by core's
 * comparator; rows that come in order make that one pass. None before any event exists.
 */
export function listOnBoardInRankOrder(db: Knex, eventId: number | null): Promise<RankedUserRow[]> {
  return db('participants as p')
    .join('users as u', 'u.id', 'p.user_id')
    .select(...USER_COLUMNS, ...RACE_COLUMNS)
    .where('p.event_id', eventId ?? -1)
    .whereRaw(ON_BOARD)
    .orderByRaw(IN_RANK_ORDER);
}

/** A user as the ranking needs them, and whether they are on the board at all. */
export type RankingRow = RankedUserRow & { on_board: boolean };


/**
 * The columns of a RankingRow, for a statement over participants `p` joined to users `u` that
 * changed the participant (a `returning` list, or a select after the change).
 */
export const RANKING_ROW_COLUMNS = `u.id, u.email, u.first_name, u.last_name, u.profile_image_url, p.total_points, p.completed_at,
  p.pieces_found, p.last_found_at, p.team_id, p.division_id,
  (${ON_BOARD}) as on_board`;

/**
 * These users as the event's ranking needs them: one who has neither found a piece nor completed
 * there, a disqualified student, or an erased one's anonymous row, is not on the board.
 */
export function findRankingRows(db: Knex, eventId: number | null, ids: readonly string[]): Promise<RankingRow[]> {
  return db('users as u')
    .leftJoin('participants as p', (join) => join.on('p.user_id', 'u.id').andOnVal('p.event_id', eventId ?? -1))
    .select(...USER_COLUMNS)
    .select(db.raw('coalesce(p.total_points, 0)::int as total_points'), 'p.completed_at', db.raw('coalesce(p.pieces_found, 0)::int as pieces_found'), 'p.last_found_at', 'p.team_id', 'p.division_id')
    .select(db.raw(`coalesce(${ON_BOARD}, false) as on_board`))
    .whereIn('u.id', ids);
}
