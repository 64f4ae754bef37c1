import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    // Stored lower-cased; the unique index is what makes sign-in idempotent.
    t.text('email').notNullable().unique();
    t.text('first_name');
    t.text('last_name');
    t.text('role').notNullable().defaultTo('user');
    t.text('profile_image_url');
    t.integer('total_points').notNullable().defaultTo(0);
    t.timestamp('completed_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(`role in ('admin', 'user')`, [], 'users_role_check');
    t.check('email = lower(email)', [], 'users_email_lower_check');
  });
  // The leaderboard reads completed users in rank order straight from this index.
  await knex.raw(
    'create index users_ranking_idx on users (total_points desc, completed_at asc) where completed_at is not null',
  );
  await knex.raw('create index users_last_seen_idx on users (last_seen_at)');

  await knex.schema.createTable('sessions', (t) => {
    t.text('id').primary();
    t.uuid('user_id').references('users.id').onDelete('CASCADE');
    t.jsonb('data').notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.index(['user_id']);
    t.index(['expires_at']);
  });

  await knex.schema.createTable('api_tokens', (t) => {
    t.increments('id');
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('name').notNullable();
    // SHA-256 of the secret; the secret itself is shown once and never stored.
    t.text('token_hash').notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_used_at', { useTz: true });
    t.timestamp('expires_at', { useTz: true });
    t.timestamp('revoked_at', { useTz: true });
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('api_tokens');
  await knex.schema.dropTable('sessions');
  await knex.schema.dropTable('users');
}
