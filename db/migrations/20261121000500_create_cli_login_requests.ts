import type { Knex } from 'knex';

/**
 * `hunt login`: the CLI asks for a login request, a signed-in admin types its short code in
 * the browser and approves it, and the CLI redeems it once for a personal API token.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('cli_login_requests', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('user_code').notNullable().unique();
    // SHA-256 of the secret only the requesting CLI knows; redeeming needs it.
    t.text('poll_secret_hash').notNullable();
    t.text('client_name').notNullable();
    // Shown to the approving admin, so a request they did not start stands out.
    t.text('requested_from');
    t.text('user_agent');
    t.text('status').notNullable().defaultTo('pending');
    t.uuid('approved_by').references('users.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.check(`status in ('pending', 'approved', 'denied', 'redeemed')`, [], 'cli_login_requests_status_check');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('cli_login_requests');
}
