import type { Knex } from 'knex';
import { runPrepared } from '../../db/preparedQuery';

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
 * there, a disqualified student, or an erased one's anonymous row, is not on the board. Every
 * instance asks it for each batch of the others' changes (hundreds of ids at a finale's end), so
 * it is one prepared statement with the ids as one array, not a list of parameters built and
 * planned again each time.
 */
export function findRankingRows(db: Knex, eventId: number | null, ids: readonly string[]): Promise<RankingRow[]> {
  return runPrepared<RankingRow>(db, 'find_ranking_rows', RANKING_ROWS_SQL, [eventId ?? -1, ids]);
}

const RANKING_ROWS_SQL = `select ${USER_COLUMNS.join(', ')},
  coalesce(p.total_points, 0)::int as total_points, p.completed_at, coalesce(p.pieces_found, 0)::int as pieces_found,
  p.last_found_at, p.team_id, p.division_id, coalesce(${ON_BOARD}, false) as on_board
  from users u left join participants p on p.user_id = u.id and p.event_id = $1
  where u.id = any($2::uuid[])`;

/**
 * What a path sets `changed_xid` to when its API instance announces the change itself, after
 * commit (leaderboard/raceAnnouncer.ts): the writing transaction's id. The participants trigger
 * stays silent for such a row, and the reconciliation finds it by this mark.
 */
export const ANNOUNCED_BY_WRITER = 'pg_current_xact_id()';

/** A participant row as the reconciliation compares it with the board (the fields of a RankStamp). */
export interface MarkedRow {
  id: string;
  event_id: number;
  total_points: number;
  pieces_found: number;
  last_found_at: Date | null;
  completed_at: Date | null;
  disqualified: boolean;
  team_id: number | null;
  division_id: number | null;
}

/**
 * The oldest transaction still running now (xid8, as text): every transaction that commits from
 * now on has an id at least this, so rows marked since are found by looking from here.
 */
export async function transactionHorizon(db: Knex): Promise<string> {
  const { rows } = await db.raw<{ rows: { horizon: string }[] }>('select pg_snapshot_xmin(pg_current_snapshot())::text as horizon');
  const horizon = rows[0]?.horizon;
  if (!horizon) throw new Error('the database named no transaction horizon');
  return horizon;
}

/**
 * The event's rows marked by a transaction at or after `since` (an index range read), and the
 * horizon to look from next time, both from one snapshot: a transaction still running now is
 * at or after that horizon, so its rows are read at the next look.
 */
export async function findMarkedSince(db: Knex, eventId: number, since: string): Promise<{ horizon: string; rows: MarkedRow[] }> {
  const { rows } = await db.raw<{ rows: (MarkedRow & { horizon: string; id: string | null })[] }>(
    `with look as (select pg_snapshot_xmin(pg_current_snapshot()) as horizon)
     select look.horizon::text as horizon, p.user_id as id, p.event_id, p.total_points, p.pieces_found, p.last_found_at, p.completed_at,
            p.disqualified_at is not null as disqualified, p.team_id, p.division_id
     from look left join participants p on p.event_id = ? and p.changed_xid >= ?::xid8`,
    [eventId, since],
  );
  const horizon = rows[0]?.horizon;
  if (!horizon) throw new Error('the database named no transaction horizon');
  return { horizon, rows: rows.filter((row): row is MarkedRow & { horizon: string; id: string } => row.id !== null) };
}
