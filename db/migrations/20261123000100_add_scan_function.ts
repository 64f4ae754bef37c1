import type { Knex } from 'knex';
import { EVENT_GATE_LOCK_CLASS } from '../locks';

/**
 * A scan is one call of `hunt_record_scan`: the event gate, the per-user lock, the wrong-code
 * limit, the collection and the completion all run in the one transaction of that call, so a
 * scan costs one database round trip. The per-link scan counter is gone: a link's scans are
 * its collection rows, so students scanning the same code no longer queue on one hot row.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create index collection_entries_qr_link_id_index on collection_entries (qr_link_id)');
  await knex.schema.alterTable('qr_links', (t) => t.dropColumn('scan_count'));

  // Each schema (tests give every file one) gets its own event-gate lock.
  await knex.raw(`
    create function hunt_event_gate_key() returns integer language sql stable
    as $$ select hashtext('campus-hunt-event-gate:' || current_schema()) $$`);

  await createScanFunction(knex);
}

/** This version of hunt_record_scan; a later migration's down() puts it back. */
export async function createScanFunction(knex: Knex): Promise<void> {
  await knex.raw(`
    create function hunt_record_scan(p_user_id uuid, p_code text, p_wrong_limit integer, p_window_seconds integer)
    returns jsonb
    language plpgsql
    as $$
    declare
      v_completed_at timestamptz;
      v_link record;
      v_wrong integer;
      v_oldest timestamptz;
      v_entry_id integer;
      v_collected integer;
      v_completed_user jsonb;
    begin
      -- Completing an event takes this lock exclusively, so a scan either finishes before the
      -- completion or sees the event completed: none is acknowledged after the whistle.
      perform pg_advisory_xact_lock_shared(${EVENT_GATE_LOCK_CLASS}, hunt_event_gate_key());
      if exists (select 1 from events) and not exists (
        select 1 from events where status = 'active' and start_date <= now() and end_date > now()
      ) then
        return jsonb_build_object('outcome', 'no_active_event');
      end if;

      -- A user's scans run one at a time: two last pieces scanned at once can't both miss the
      -- completion, and parallel guesses can't outrun the wrong-code limit.
      perform pg_advisory_xact_lock(hashtextextended(p_user_id::text, 0));
      select completed_at into v_completed_at from users where id = p_user_id;
      if not found then
        return jsonb_build_object('outcome', 'no_user');
      end if;

      select count(*), min(attempted_at) into v_wrong, v_oldest
        from scan_attempts
        where user_id = p_user_id and attempted_at > now() - make_interval(secs => p_window_seconds);
      if v_wrong >= p_wrong_limit then
        return jsonb_build_object('outcome', 'rate_limited', 'retryAfterSeconds',
          greatest(1, ceil(extract(epoch from (v_oldest + make_interval(secs => p_window_seconds) - clock_timestamp())))));
      end if;

      select id, puzzle_piece_id, is_active into v_link from qr_links where code = p_code;
      if not found or not v_link.is_active then
        insert into scan_attempts (user_id, code) values (p_user_id, left(p_code, 100));
        return jsonb_build_object('outcome', 'invalid');
      end if;

      insert into collection_entries (user_id, puzzle_piece_id, qr_link_id)
        values (p_user_id, v_link.puzzle_piece_id, v_link.id)
        on conflict (user_id, puzzle_piece_id) do nothing
        returning id into v_entry_id;
      if v_entry_id is null then
        return jsonb_build_object('outcome', 'already_collected');
      end if;

      -- Entries can only point at existing pieces, once each: holding as many as exist is holding all.
      select count(*) into v_collected from collection_entries where user_id = p_user_id;
      if v_completed_at is null and v_collected >= (select count(*) from puzzle_pieces) then
        update users set completed_at = date_trunc('milliseconds', now())
          where id = p_user_id and completed_at is null
          returning jsonb_build_object('id', id, 'email', email, 'first_name', first_name, 'last_name', last_name,
            'profile_image_url', profile_image_url, 'total_points', total_points, 'completed_at', completed_at)
          into v_completed_user;
      end if;

      return jsonb_build_object(
        'outcome', 'collected',
        'piece', (select jsonb_build_object('id', p.id, 'name', p.name, 'imageUrl', p.image_url)
                  from puzzle_pieces p where p.id = v_link.puzzle_piece_id),
        'questionnaires', coalesce((
          select jsonb_agg(jsonb_build_object('id', q.id, 'title', q.title, 'description', q.description,
                   'trigger_count', q.trigger_count, 'questions', q.questions) order by q.trigger_count, q.id)
          from questionnaires q
          where q.trigger_count <= v_collected
            and not exists (select 1 from survey_responses r where r.questionnaire_id = q.id and r.user_id = p_user_id)
        ), '[]'::jsonb),
        'completedUser', v_completed_user);
    end
    $$`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function hunt_record_scan(uuid, text, integer, integer)');
  await knex.raw('drop function hunt_event_gate_key()');
  await knex.schema.alterTable('qr_links', (t) => t.integer('scan_count').notNullable().defaultTo(0));
  await knex.raw(
    'update qr_links l set scan_count = (select count(*) from collection_entries c where c.qr_link_id = l.id)',
  );
  await knex.raw('drop index collection_entries_qr_link_id_index');
}
