import type { Knex } from 'knex';
import type { RankedUserRow } from './leaderboard';

/**
 * The event's board as it stood at `at` (its freeze): those who had completed by then, with the
 * points they had then (their points less what answers given later earned them), disqualified
 * and erased students left out, in no particular order (the ranking sorts them).
 */
export function listStandingsAt(db: Knex, eventId: number, at: Date): Promise<RankedUserRow[]> {
  return db('participants as p')
    .join('users as u', 'u.id', 'p.user_id')
    .where('p.event_id', eventId)
    .where('p.completed_at', '<=', at)
    .whereNull('p.disqualified_at')
    .whereNull('u.erased_at')
    .select('u.id', 'u.email', 'u.first_name', 'u.last_name', 'u.profile_image_url', 'p.completed_at')
    .select(
      db.raw(
        `(p.total_points - coalesce((select sum(r.points_earned) from survey_responses r
           where r.event_id = p.event_id and r.user_id = p.user_id and r.submitted_at > ?), 0))::int as total_points`,
        [at],
      ),
    );
}
