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

const COLUMNS = ['id', 'email', 'first_name', 'last_name', 'profile_image_url', 'total_points', 'completed_at'] as const;

/** The column behind each key of core's rank order. */
const RANK_COLUMNS: Record<keyof RankKeys, (typeof COLUMNS)[number]> = { totalPoints: 'total_points', completedAtMs: 'completed_at' };

/** core's rank order in SQL, then the id, as core's compareInRankOrder keeps equal pairs apart. */
const IN_RANK_ORDER = [
  ...RANK_ORDER.map(({ key, descending }) => ({ column: RANK_COLUMNS[key], order: descending ? 'desc' : 'asc' })),
  { column: 'id', order: 'asc' },
];

/**
 * Every user who has completed and is neither disqualified nor erased, in rank order, read straight from
 * users_ranking_idx (a disqualified student is filtered out on the way: there are few). The
 * ranking sorts them again by core's comparator; rows that come in order make that one pass.
 */
export function listCompletedInRankOrder(db: Knex): Promise<RankedUserRow[]> {
  return db<RankedUserRow>('users')
    .select(...COLUMNS)
    .whereNotNull('completed_at')
    .whereNull('disqualified_at')
    .whereNull('erased_at')
    .orderBy(IN_RANK_ORDER);
}

/** A user as the ranking needs them; completed_at is null for a user who is not ranked. */
export type RankingRow = Omit<RankedUserRow, 'completed_at'> & { completed_at: Date | null };

/** These users as the ranking needs them: a disqualified student, or an erased one's anonymous row, reads as not ranked. */
export function findRankingRows(db: Knex, ids: readonly string[]): Promise<RankingRow[]> {
  return db('users')
    .select(...COLUMNS.filter((column) => column !== 'completed_at'))
    .select(db.raw('case when disqualified_at is null and erased_at is null then completed_at end as completed_at'))
    .whereIn('id', ids);
}
