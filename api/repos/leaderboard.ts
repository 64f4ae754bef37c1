import type { Knex } from 'knex';
import { RANK_ORDER, type RankKeys } from '../../core/ranking';

export interface RankedUserRow {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  total_points: number;
  completed_at: Date;
}

const USER_COLUMNS = ['u.id', 'u.email', 'u.first_name', 'u.last_name', 'u.profile_image_url'] as const;

/** The column behind each key of core's rank order. */
const RANK_COLUMNS: Record<keyof RankKeys, string> = { totalPoints: 'p.total_points', completedAtMs: 'p.completed_at' };

/** core's rank order in SQL, then the id, as core's compareInRankOrder keeps equal pairs apart. */
const IN_RANK_ORDER = [
  ...RANK_ORDER.map(({ key, descending }) => ({ column: RANK_COLUMNS[key], order: descending ? 'desc' : 'asc' })),
  { column: 'u.id', order: 'asc' },
];

/**
 * Every participant of the event who has completed and is neither disqualified nor erased, in
 * rank order, read straight from participants_ranking_idx (a disqualified student is filtered
 * out on the way: there are few). The ranking sorts them again by core's comparator; rows that
 * come in order make that one pass. None before any event exists.
 */
export function listCompletedInRankOrder(db: Knex, eventId: number | null): Promise<RankedUserRow[]> {
  return db('participants as p')
    .join('users as u', 'u.id', 'p.user_id')
    .select(...USER_COLUMNS, 'p.total_points', 'p.completed_at')
    .where('p.event_id', eventId ?? -1)
    .whereNotNull('p.completed_at')
    .whereNull('p.disqualified_at')
    .whereNull('u.erased_at')
    .orderBy(IN_RANK_ORDER);
}

/** A user as the ranking needs them; completed_at is null for a user who is not ranked. */
export type RankingRow = Omit<RankedUserRow, 'completed_at'> & { completed_at: Date | null };

/**
 * These users as the event's ranking needs them: one who has not completed there, a disqualified
 * student, or an erased one's anonymous row, reads as not ranked.
 */
export function findRankingRows(db: Knex, eventId: number | null, ids: readonly string[]): Promise<RankingRow[]> {
  return db('users as u')
    .leftJoin('participants as p', (join) => join.on('p.user_id', 'u.id').andOnVal('p.event_id', eventId ?? -1))
    .select(...USER_COLUMNS)
    .select(db.raw('coalesce(p.total_points, 0)::int as total_points'))
    .select(db.raw('case when p.disqualified_at is null and u.erased_at is null then p.completed_at end as completed_at'))
    .whereIn('u.id', ids);
}
