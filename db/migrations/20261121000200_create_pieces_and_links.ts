import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('images', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('mime_type').notNullable();
    t.binary('bytes').notNullable();
    t.integer('byte_size').notNullable();
    t.text('sha256').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check('byte_size <= 500000', [], 'images_size_check');
    t.check(`mime_type in ('image/png', 'image/jpeg', 'image/webp', 'image/gif')`, [], 'images_type_check');
  });

  await knex.schema.createTable('puzzle_pieces', (t) => {
    t.increments('id');
    t.text('name').notNullable();
    t.text('description');
    t.text('image_url');
    t.integer('sort_order').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(`length(trim(name)) > 0`, [], 'puzzle_pieces_name_check');
  });

  await knex.schema.createTable('qr_links', (t) => {
    t.increments('id');
    t.text('code').notNullable().unique();
    t.integer('puzzle_piece_id').notNullable().references('puzzle_pieces.id').onDelete('RESTRICT');
    t.text('domain').notNullable();
    t.boolean('is_active').notNullable().defaultTo(true);
    t.integer('scan_count').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check('code = upper(code) and length(code) between 1 and 10', [], 'qr_links_code_check');
    t.index(['puzzle_piece_id']);
  });

  await knex.schema.createTable('collection_entries', (t) => {
    t.increments('id');
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('puzzle_piece_id').notNullable().references('puzzle_pieces.id').onDelete('RESTRICT');
    t.integer('qr_link_id').references('qr_links.id').onDelete('SET NULL');
    t.timestamp('collected_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // One piece per user: the constraint, not the code, is what makes concurrent scans safe.
    t.unique(['user_id', 'puzzle_piece_id']);
    t.index(['puzzle_piece_id']);
  });

  // Wrong codes, kept to rate-limit guessing across all API instances and for the export.
  await knex.schema.createTable('scan_attempts', (t) => {
    t.bigIncrements('id');
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('code').notNullable();
    t.timestamp('attempted_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id', 'attempted_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('scan_attempts');
  await knex.schema.dropTable('collection_entries');
  await knex.schema.dropTable('qr_links');
  await knex.schema.dropTable('puzzle_pieces');
  await knex.schema.dropTable('images');
}
