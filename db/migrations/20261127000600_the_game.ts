import type { Knex } from 'knex';
import { applyEventsKeepTheirDataFunctions } from './20261127000100_events_keep_their_data';
import { applyTheGameFunctions } from './theGameFunctions';

/**
 * The game around the codes:
 * - a piece has a clue (the riddle or photo detail that leads to its code; an optional image)
 *   and up to three hints, each a text and what revealing it costs (`[{text, cost}]`);
 * - `hint_reveals` keeps each hint a student revealed in an event, once, with what it cost
 *   (the cost comes off their points there);
 * - a participant carries their race: the pieces found and the time of the latest find, which
 *   rank everyone still hunting below the finishers;
 * - a questionnaire may be triggered by one piece (once it is held) instead of by a count; a
 *   deleted piece leaves it to its count. `hunt_questionnaires_due` is the rule's one home.
 * The scan keeps the race and answers with the student's row on the race board.
 */
/** The fingerprint of the definitions this migration applies (see db/functions/index.ts). */
export const appliesFunctions = 'cf9d672895e6e7cb';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('puzzle_pieces', (t) => {
    t.text('clue');
    t.text('clue_image_url');
    t.jsonb('hints').notNullable().defaultTo('[]');
  });
  await knex.schema.createTable('hint_reveals', (t) => {
    t.increments('id');
    t.integer('event_id').notNullable().references('events.id').onDelete('CASCADE');
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('puzzle_piece_id').notNullable().references('puzzle_pieces.id').onDelete('CASCADE');
    t.smallint('hint_index').notNullable();
    t.integer('cost').notNullable();
    t.timestamp('revealed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // Charged once however often it is asked for, concurrent requests included.
    t.unique(['event_id', 'user_id', 'puzzle_piece_id', 'hint_index']);
    t.index(['user_id']);
    t.index(['puzzle_piece_id']);
  });
  await knex.schema.alterTable('participants', (t) => {
    t.integer('pieces_found').notNullable().defaultTo(0);
    t.timestamp('last_found_at', { useTz: true });
  });
  await knex.raw(`
    update participants p set pieces_found = s.pieces, last_found_at = s.last_found_at
    from (select event_id, user_id, count(*)::int as pieces,
                 date_trunc('milliseconds', max(least(coalesce(claimed_at, collected_at), collected_at))) as last_found_at
          from collection_entries group by event_id, user_id) s
    where s.event_id = p.event_id and s.user_id = p.user_id`);
  await knex.schema.alterTable('questionnaires', (t) => {
    t.integer('trigger_piece_id').references('puzzle_pieces.id').onDelete('SET NULL');
  });
  await applyTheGameFunctions(knex);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger if exists participants_rank_changed on participants');
  await applyEventsKeepTheirDataFunctions(knex);
  await knex.raw('drop function if exists hunt_questionnaires_due(integer, uuid)');
  await knex.schema.alterTable('questionnaires', (t) => t.dropColumn('trigger_piece_id'));
  await knex.schema.alterTable('participants', (t) => t.dropColumns('pieces_found', 'last_found_at'));
  // What hints cost is given back: the points are the answers' again.
  await knex.raw(`
    update participants p set total_points = p.total_points + s.cost
    from (select event_id, user_id, sum(cost)::int as cost from hint_reveals group by event_id, user_id) s
    where s.event_id = p.event_id and s.user_id = p.user_id`);
  await knex.schema.dropTable('hint_reveals');
  await knex.schema.alterTable('puzzle_pieces', (t) => t.dropColumns('clue', 'clue_image_url', 'hints'));
}
