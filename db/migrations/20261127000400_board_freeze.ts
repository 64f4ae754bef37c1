import type { Knex } from 'knex';

/**
 * An event may freeze its public board `freeze_minutes` before its end: students and the big
 * screen see it as it was then, organisers see it live, and completing the event reveals it.
 * Zero is no freeze; at most a day.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('events', (t) => {
    t.integer('freeze_minutes').notNullable().defaultTo(0);
    t.check('freeze_minutes between 0 and 1440', [], 'events_freeze_minutes_check');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('events', (t) => {
    t.dropChecks(['events_freeze_minutes_check']);
    t.dropColumn('freeze_minutes');
  });
}
