import type { Knex } from 'knex';

/**
 * When the student accepted the landing's three declarations (participation, campus activity,
 * terms and data): on the landing before signing in, or in the scanner's dialog before their
 * first piece. Null until then; kept as the first acceptance. Accounts made before this column
 * are not filled in: nothing recorded their acceptance, so they are asked once at their next scan.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('declarations_accepted_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => t.dropColumn('declarations_accepted_at'));
}
