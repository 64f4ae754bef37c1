import type { Knex } from 'knex';

/**
 * Announcements reach phones with the app closed through Web Push: a student's browser
 * subscriptions (deleted with the account), one delivery row per announcement and subscription
 * (which makes each sent once, whichever instance sends it), and the server's own VAPID keys
 * when none are configured (made once, kept here: every instance signs with the same).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('push_subscriptions', (t) => {
    t.bigIncrements('id');
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('endpoint').notNullable().unique();
    t.text('p256dh').notNullable();
    t.text('auth').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id']);
  });
  await knex.schema.createTable('push_deliveries', (t) => {
    t.integer('announcement_id').notNullable().references('announcements.id').onDelete('CASCADE');
    t.bigInteger('subscription_id').notNullable().references('push_subscriptions.id').onDelete('CASCADE');
    t.timestamp('sent_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['announcement_id', 'subscription_id']);
  });
  await knex.schema.createTable('server_settings', (t) => {
    t.text('key').primary();
    t.text('value').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('server_settings');
  await knex.schema.dropTable('push_deliveries');
  await knex.schema.dropTable('push_subscriptions');
}
