import type { Knex } from 'knex';

/**
 * A student may have their account erased (by themselves, by an organiser, or with every
 * participant of a completed event). What the event's statistics need of them moves to a fresh
 * anonymous row: a new id, no e-mail, no name, no picture, role user, stamped `erased_at`. The
 * check makes the database itself refuse an erased row that still holds any of that, and an
 * ordinary row without an e-mail.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table users alter column email drop not null');
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('erased_at', { useTz: true });
    t.check(
      `(erased_at is null and email is not null) or
       (erased_at is not null and email is null and first_name is null and last_name is null
        and profile_image_url is null and role = 'user' and disqualified_at is null)`,
      [],
      'users_erased_check',
    );
  });
}

/** An erased row has no e-mail, which the column demands again: those rows (and what they hold) go. */
export async function down(knex: Knex): Promise<void> {
  await knex('users').whereNotNull('erased_at').delete();
  await knex.schema.alterTable('users', (t) => {
    t.dropChecks(['users_erased_check']);
    t.dropColumn('erased_at');
  });
  await knex.raw('alter table users alter column email set not null');
}
