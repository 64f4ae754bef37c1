import type { Knex } from 'knex';

/**
 * Who signs in as whom: a provider (`google`, `oidc`) and the subject it names the person by,
 * for one account. The subject is the provider's stable name for the person; the e-mail it
 * sends may change. Deleted with the account (erasure deletes the user row).
 *
 * Accounts made before this table are not filled in: Google's subject was never kept, so there
 * is nothing to fill them with. Each is linked at its next Google sign-in, by its e-mail, as it
 * always was found (docs/decisions.md, Sign-in identities).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sign_in_identities', (t) => {
    t.text('provider').notNullable();
    t.text('subject').notNullable();
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['provider', 'subject']);
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('sign_in_identities');
}
