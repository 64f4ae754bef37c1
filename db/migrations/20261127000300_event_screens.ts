import type { Knex } from 'knex';

/**
 * An event's big screen: the key in its public link (`/screen/{key}`), which no sign-in guards.
 * Making a new one replaces the old, which then shows nothing.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('events', (t) => t.text('screen_key').unique());
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('events', (t) => t.dropColumn('screen_key'));
}
