import type { Knex } from 'knex';
import { applyFunctions } from '../functions';
import { applyFunctionsInOneHome } from './20261126000100_functions_in_one_home';

/**
 * Each event keeps its own play: a student's points, completion and disqualification live in
 * `participants` (one row per event and student), and every collection, answer and Fair Play
 * mark names its event. A new event starts everyone at zero; a completed one keeps its board.
 * A piece or a questionnaire may belong to one event (its own content, which an event's clone
 * copies); without one it is shared by every event, as all content was before.
 *
 * What was played before is kept as the play of the event it happened in: the latest event that
 * had started by then (a piece collected after one event ended and before the next began is the
 * ended event's), else the first event. A database that holds play but no event at all gets a
 * completed event, "Earlier hunt", spanning it. A student's points are their answers' points in
 * each event; points no answer explains (set by hand) stay with the event of their completion,
 * else of their latest play.
 */
/** The fingerprint of the definitions this migration applies (see db/functions/index.ts). */
export const appliesFunctions = 'd0a017355df60335';

/** The event a moment belongs to, in SQL, for the rows `at` names. */
const eventAt = (at: string) => `coalesce(
  (select e.id from events e where e.start_date <= ${at} order by e.start_date desc, e.id desc limit 1),
  (select e.id from events e order by e.start_date, e.id limit 1))`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    insert into events (name, description, start_date, end_date, status, completed_at)
    select 'Earlier hunt', 'The play recorded before events kept their data apart.', min(at), max(at) + interval '1 second', 'completed', max(at) + interval '1 second'
    from (select collected_at as at from collection_entries union all select submitted_at from survey_responses
          union all select created_at from users where total_points <> 0 or completed_at is not null or disqualified_at is not null) play
    having count(*) > 0 and not exists (select 1 from events)`);

  await knex.schema.createTable('participants', (t) => {
    t.integer('event_id').notNullable().references('events.id').onDelete('CASCADE');
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('total_points').notNullable().defaultTo(0);
    t.timestamp('completed_at', { useTz: true });
    /** Kept in the data, hidden from the event's board and prizes (Fair Play). */
    t.timestamp('disqualified_at', { useTz: true });
    t.timestamp('joined_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['event_id', 'user_id']);
    t.index(['user_id']);
  });
  // An event's board reads its completed students in rank order straight from this index.
  await knex.raw(
    'create index participants_ranking_idx on participants (event_id, total_points desc, completed_at asc) where completed_at is not null',
  );

  for (const table of ['collection_entries', 'survey_responses', 'fair_play_marks']) {
    await knex.schema.alterTable(table, (t) => t.integer('event_id').references('events.id').onDelete('CASCADE'));
  }
  await knex.raw(`update collection_entries set event_id = ${eventAt('collected_at')}`);
  await knex.raw(`update survey_responses set event_id = ${eventAt('submitted_at')}`);
  await knex.raw(`
    update fair_play_marks m set event_id = coalesce(
      (select e.event_id from collection_entries e where e.id = m.collection_entry_id), ${eventAt('m.created_at')})`);

  // Everyone who played in an event, with the points of their answers there.
  await knex.raw(`
    insert into participants (event_id, user_id, total_points, joined_at)
    select event_id, user_id, sum(points), min(at) from (
      select event_id, user_id, 0 as points, collected_at as at from collection_entries
      union all select event_id, user_id, points_earned, submitted_at from survey_responses
      union all select event_id, user_id, 0, created_at from fair_play_marks) play
    group by event_id, user_id`);
  // A completion, a disqualification or unexplained points belong to the event of the completion, else of the latest play.
  await knex.raw(`
    insert into participants (event_id, user_id, joined_at)
    select ${eventAt('coalesce(u.completed_at, u.disqualified_at, u.created_at)')}, u.id, coalesce(u.completed_at, u.created_at)
    from users u
    where (u.total_points <> 0 or u.completed_at is not null or u.disqualified_at is not null)
      and not exists (select 1 from participants p where p.user_id = u.id)
      and exists (select 1 from events)`);
  await knex.raw(`
    update participants p set
      completed_at = case when p.event_id = home.event_id then u.completed_at end,
      disqualified_at = case when p.event_id = home.event_id then u.disqualified_at end,
      total_points = p.total_points + case when p.event_id = home.event_id
        then u.total_points - (select coalesce(sum(r.points_earned), 0) from survey_responses r where r.user_id = u.id) else 0 end
    from users u, lateral (
      select q.event_id from participants q where q.user_id = u.id
      order by (u.completed_at is not null and q.event_id = ${eventAt('u.completed_at')}) desc, q.joined_at desc, q.event_id desc limit 1) home
    where p.user_id = u.id`);

  for (const table of ['collection_entries', 'survey_responses', 'fair_play_marks']) {
    await knex.raw('alter table ?? alter column event_id set not null', [table]);
  }
  await knex.schema.alterTable('collection_entries', (t) => {
    t.dropUnique(['user_id', 'puzzle_piece_id']);
    // One piece per student and event: the constraint, not the code, makes concurrent scans safe.
    t.unique(['event_id', 'user_id', 'puzzle_piece_id']);
    t.index(['user_id']);
  });
  await knex.schema.alterTable('survey_responses', (t) => {
    t.dropUnique(['user_id', 'questionnaire_id']);
    t.unique(['event_id', 'user_id', 'questionnaire_id']);
    t.index(['user_id']);
  });
  await knex.schema.alterTable('fair_play_marks', (t) => t.index(['event_id']));
  for (const table of ['puzzle_pieces', 'questionnaires']) {
    await knex.schema.alterTable(table, (t) => {
      t.integer('event_id').references('events.id').onDelete('RESTRICT');
      t.index(['event_id']);
    });
  }

  await knex.schema.alterTable('users', (t) => {
    t.dropChecks(['users_erased_check']);
    t.check(
      `(erased_at is null and email is not null) or
       (erased_at is not null and email is null and first_name is null and last_name is null
        and profile_image_url is null and role = 'user')`,
      [],
      'users_erased_check',
    );
  });
  await knex.raw('drop index users_ranking_idx');
  // The users trigger reads these columns: it is replaced before they go.
  await applyFunctions(knex);
  await knex.schema.alterTable('users', (t) => t.dropColumns('total_points', 'completed_at', 'disqualified_at'));
}

/**
 * Back to one standing per student: the sum of their points, the completion and
 * disqualification of their latest event, and of a piece or questionnaire held in several
 * events, the latest event's.
 */
export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.integer('total_points').notNullable().defaultTo(0);
    t.timestamp('completed_at', { useTz: true });
    t.timestamp('disqualified_at', { useTz: true });
  });
  await knex.raw(`
    update users u set total_points = s.points, completed_at = s.completed_at,
      disqualified_at = case when u.erased_at is null then s.disqualified_at end
    from (select p.user_id, sum(p.total_points)::int as points,
                 (array_agg(p.completed_at order by e.start_date desc, e.id desc))[1] as completed_at,
                 (array_agg(p.disqualified_at order by e.start_date desc, e.id desc))[1] as disqualified_at
          from participants p join events e on e.id = p.event_id group by p.user_id) s
    where s.user_id = u.id`);
  await knex.raw(
    'create index users_ranking_idx on users (total_points desc, completed_at asc) where completed_at is not null',
  );
  await knex.raw(`
    delete from collection_entries c using events e where e.id = c.event_id and exists (
      select 1 from collection_entries d join events f on f.id = d.event_id
      where d.user_id = c.user_id and d.puzzle_piece_id = c.puzzle_piece_id and (f.start_date, f.id) > (e.start_date, e.id))`);
  await knex.raw(`
    delete from survey_responses r using events e where e.id = r.event_id and exists (
      select 1 from survey_responses d join events f on f.id = d.event_id
      where d.user_id = r.user_id and d.questionnaire_id = r.questionnaire_id and (f.start_date, f.id) > (e.start_date, e.id))`);
  await knex.schema.alterTable('collection_entries', (t) => {
    t.dropUnique(['event_id', 'user_id', 'puzzle_piece_id']);
    t.dropIndex(['user_id']);
    t.unique(['user_id', 'puzzle_piece_id']);
  });
  await knex.schema.alterTable('survey_responses', (t) => {
    t.dropUnique(['event_id', 'user_id', 'questionnaire_id']);
    t.dropIndex(['user_id']);
    t.unique(['user_id', 'questionnaire_id']);
  });
  await knex.schema.alterTable('fair_play_marks', (t) => t.dropIndex(['event_id']));
  // An event's own content becomes shared: every event used it.
  for (const table of ['collection_entries', 'survey_responses', 'fair_play_marks', 'puzzle_pieces', 'questionnaires']) {
    await knex.schema.alterTable(table, (t) => t.dropColumn('event_id'));
  }
  await knex.schema.dropTable('participants');
  await knex.schema.alterTable('users', (t) => {
    t.dropChecks(['users_erased_check']);
    t.check(
      `(erased_at is null and email is not null) or
       (erased_at is not null and email is null and first_name is null and last_name is null
        and profile_image_url is null and role = 'user' and disqualified_at is null)`,
      [],
      'users_erased_check',
    );
  });
  await applyFunctionsInOneHome(knex);
}
