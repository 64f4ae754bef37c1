import type { Knex } from 'knex';

/**
 * An event's default language (core/language.ts): what a reader sees when none of their own
 * languages is one the product speaks and they have not chosen one. English for the events
 * already made, as they were. The check names the languages spoken today: adding one adds it here.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('events', (t) => {
    t.text('language').notNullable().defaultTo('en');
  });
  await knex.raw(`alter table events add constraint events_language_check check (language in ('en', 'es'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table events drop constraint events_language_check');
  await knex.schema.alterTable('events', (t) => t.dropColumn('language'));
}
