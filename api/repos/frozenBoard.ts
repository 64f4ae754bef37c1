import type { Knex } from 'knex';
import type { RankedUserRow } from './leaderboard';

/**
 * The event's race board as it stood at `at` (its freeze): those who had completed by then, and
 * those who had found a piece by then, with the pieces and the latest find they had then and the
 * points they had then (less what answers given later earned them, plus what hints revealed
 * later cost them); disqualified and erased students left out, in no particular order (the
 * ranking sorts them).
 */
export function listStandingsAt(db: Knex, eventId: number, at: Date): Promise<RankedUserRow[]> {
  return db
    .select('*')
    .from(
      db('participants as p')
        .join('users as u', 'u.id', 'p.user_id')
        .where('p.event_id', eventId)
        .whereNull('p.disqualified_at')
        .whereNull('u.erased_at')
        .select('u.id', 'u.email', 'u.first_name', 'u.last_name', 'u.profile_image_url')
        .select(db.raw('case when p.completed_at <= ? then p.completed_at end as completed_at', [at]))
        .select(
          db.raw(
            `(select count(*) from collection_entries c where c.event_id = p.event_id and c.user_id = p.user_id and c.collected_at <= ?)::int as pieces_found`,
            [at],
          ),
        )
        .select(
          db.raw(
            `(select date_trunc('milliseconds', max(least(coalesce(c.claimed_at, c.collected_at), c.collected_at))) from collection_entries c
               where c.event_id = p.event_id and c.user_id = p.user_id and c.collected_at <= ?) as last_found_at`,
            [at],
          ),
        )
        .select(
          db.raw(
            `(p.total_points
              - coalesce((select sum(r.points_earned) from survey_responses r
                          where r.event_id = p.event_id and r.user_id = p.user_id and r.submitted_at > ?), 0)
              + coalesce((select sum(h.cost) from hint_reveals h
                          where h.event_id = p.event_id and h.user_id = p.user_id and h.revealed_at > ?), 0))::int as total_points`,
            [at, at],
          ),
        )
        .as('standing'),
    )
    .where((on) => on.whereNotNull('completed_at').orWhere('pieces_found', '>', 0));
}
