import type { Knex } from 'knex';
import { createUsersChangedFunction } from './20261123000200_add_change_notifications';

/**
 * Anti-sharing: a QR link may have a place (where the code hangs) and may need the short-lived
 * token of a screen display; each event chooses what a scan far from its code's place does;
 * collections keep the device's claimed time (offline scans arrive late); marked scans wait
 * for an organiser's review; a disqualified student keeps their data but leaves the board.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('qr_links', (t) => {
    t.double('place_latitude');
    t.double('place_longitude');
    t.integer('place_radius_m');
    t.boolean('needs_display_token').notNullable().defaultTo(false);
    t.check(
      `(place_latitude is null and place_longitude is null and place_radius_m is null) or
       (place_latitude between -90 and 90 and place_longitude between -180 and 180 and place_radius_m between 1 and 10000)`,
      [],
      'qr_links_place_check',
    );
  });
  await knex.schema.alterTable('events', (t) => {
    t.text('location_policy').notNullable().defaultTo('flag');
    t.check(`location_policy in ('off', 'flag', 'enforce')`, [], 'events_location_policy_check');
  });
  await knex.schema.alterTable('collection_entries', (t) => t.timestamp('claimed_at', { useTz: true }));
  await knex.schema.alterTable('users', (t) => t.timestamp('disqualified_at', { useTz: true }));

  await knex.schema.createTable('fair_play_marks', (t) => {
    t.bigIncrements('id');
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('collection_entry_id').references('collection_entries.id').onDelete('CASCADE');
    t.integer('qr_link_id').references('qr_links.id').onDelete('SET NULL');
    t.text('kind').notNullable();
    t.jsonb('evidence').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('cleared_at', { useTz: true });
    t.check(`kind in ('far', 'no_position', 'travel')`, [], 'fair_play_marks_kind_check');
    t.index(['user_id']);
  });

  // Great-circle distance in metres (haversine, mean Earth radius). It lives here, beside the
  // scan that uses it, so a scan's place and travel checks run in the scan's one transaction.
  await knex.raw(`
    create function hunt_distance_m(lat1 double precision, lng1 double precision, lat2 double precision, lng2 double precision)
    returns double precision language sql immutable strict
    as $$ select 2 * 6371008.8 * asin(least(1, sqrt(
      power(sin(radians(lat2 - lat1) / 2), 2) + cos(radians(lat1)) * cos(radians(lat2)) * power(sin(radians(lng2 - lng1) / 2), 2)))) $$`);

  // A disqualification (or its reversal) changes the board like a new score does.
  await createUsersChangedFunction(knex, ['disqualified_at']);
}

export async function down(knex: Knex): Promise<void> {
  await createUsersChangedFunction(knex);
  await knex.raw('drop function hunt_distance_m(double precision, double precision, double precision, double precision)');
  await knex.schema.dropTable('fair_play_marks');
  await knex.schema.alterTable('users', (t) => t.dropColumn('disqualified_at'));
  await knex.schema.alterTable('collection_entries', (t) => t.dropColumn('claimed_at'));
  await knex.schema.alterTable('events', (t) => {
    t.dropChecks(['events_location_policy_check']);
    t.dropColumn('location_policy');
  });
  await knex.schema.alterTable('qr_links', (t) => {
    t.dropChecks(['qr_links_place_check']);
    t.dropColumns('place_latitude', 'place_longitude', 'place_radius_m', 'needs_display_token');
  });
}
