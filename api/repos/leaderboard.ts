import type { Knex } from 'knex';

export interface RankedUserRow {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  total_points: number;
  completed_at: Date;
}

/** Every user who has completed, in rank order, read straight from users_ranking_idx. */
export function listCompletedInRankOrder(db: Knex): Promise<RankedUserRow[]> {
  return db<RankedUserRow>('users')
    .select('id', 'email', 'first_name', 'last_name', 'profile_image_url', 'total_points', 'completed_at')
    .whereNotNull('completed_at')
    .orderBy([{ column: 'total_points', order: 'desc' }, { column: 'completed_at', order: 'asc' }, { column: 'id' }]);
}
