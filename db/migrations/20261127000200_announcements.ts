import type { Knex } from 'knex';

/**
 * An organiser's announcements to every student of an event: sent now or at a time. `sent_at`
 * is set once, by whichever instance claims the announcement when it is due (see
 * api/repos/announcements.ts); that claim is what makes each one delivered once. Who wrote it is
 * not kept: it is the organisers' voice, and a person's name here would be one more place to erase.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('announcements', (t) => {
    t.increments('id');
    t.integer('event_id').notNullable().references('events.id').onDelete('CASCADE');
    t.text('text').notNullable();
    t.integer('puzzle_piece_id').references('puzzle_pieces.id').onDelete('SET NULL');
    t.timestamp('send_at', { useTz: true }).notNullable();
    t.timestamp('sent_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check('length(text) between 1 and 280', [], 'announcements_text_check');
    t.index(['event_id', 'sent_at']);
  });
  // The next one due is read from here.
  await knex.raw('create index announcements_due_idx on announcements (send_at) where sent_at is null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('announcements');
}
