import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('events', (t) => {
    t.increments('id');
    t.text('name').notNullable();
    t.text('description');
    t.timestamp('start_date', { useTz: true }).notNullable();
    t.timestamp('end_date', { useTz: true }).notNullable();
    t.text('status').notNullable().defaultTo('scheduled');
    t.text('leaderboard_visibility').notNullable().defaultTo('live');
    t.timestamp('completed_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(`status in ('scheduled', 'active', 'completed')`, [], 'events_status_check');
    t.check(`leaderboard_visibility in ('live', 'sealed')`, [], 'events_visibility_check');
    t.check('end_date > start_date', [], 'events_dates_check');
  });
  // At most one event is active at a time.
  await knex.raw(`create unique index events_one_active_idx on events ((true)) where status = 'active'`);

  await knex.schema.createTable('prize_tiers', (t) => {
    t.increments('id');
    t.integer('event_id').notNullable().references('events.id').onDelete('CASCADE');
    t.integer('position').notNullable();
    t.double('percentile').notNullable();
    t.text('prize_name').notNullable();
    t.text('prize_description');
    t.unique(['event_id', 'position']);
    t.check('percentile >= 0 and percentile <= 100', [], 'prize_tiers_percentile_check');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('prize_tiers');
  await knex.schema.dropTable('events');
}
