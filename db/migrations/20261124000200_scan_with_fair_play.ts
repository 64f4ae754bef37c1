import type { Knex } from 'knex';
import { EVENT_GATE_LOCK_CLASS } from '../locks';
import { createScanFunction } from './20261123000100_add_scan_function';

/**
 * The scan learns where the student is. `p_checks` carries what the API knows of the scan
 * beyond its code: `position` ({latitude, longitude, accuracy}) or `positionError`, the
 * device's `claimedAt` (an offline scan arrives late), `displayVerified` (the code came with a
 * valid screen token) and `maxSpeed` (m/s, the brisk walk of the travel check).
 *
 * New outcomes: `position_required` (the code has a place, the event checks places and the
 * request said nothing of the position: the app asks the device and sends the scan again),
 * `too_far` (an `enforce` event, and the student is farther than radius + accuracy or gave no
 * position) and `token_required` (a screen's code without a valid token). Marks are written
 * in the scan's transaction: a far or position-less scan under `flag`, and a scan whose place
 * is farther from the previous scan's place than `maxSpeed` allows in the time between them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('drop function hunt_record_scan(uuid, text, integer, integer)');
  await createFairPlayScanFunction(knex);
}

/** This version of hunt_record_scan; a later migration's down() puts it back. */
export async function createFairPlayScanFunction(knex: Knex): Promise<void> {
  await knex.raw(`
    create or replace function hunt_record_scan(p_user_id uuid, p_code text, p_wrong_limit integer, p_window_seconds integer, p_checks jsonb)
    returns jsonb
    language plpgsql
    as $$
    declare
      v_completed_at timestamptz;
      v_policy text;
      v_link record;
      v_wrong integer;
      v_oldest timestamptz;
      v_entry_id integer;
      v_collected integer;
      v_completed_user jsonb;
      v_position jsonb := p_checks->'position';
      v_claimed_at timestamptz := (p_checks->>'claimedAt')::timestamptz;
      v_at timestamptz;
      v_place_mark jsonb;
      v_distance double precision;
      v_previous record;
      v_seconds double precision;
    begin
      -- Completing an event takes this lock exclusively, so a scan either finishes before the
      -- completion or sees the event completed: none is acknowledged after the whistle.
      perform pg_advisory_xact_lock_shared(${EVENT_GATE_LOCK_CLASS}, hunt_event_gate_key());
      select location_policy into v_policy from events where status = 'active' and start_date <= now() and end_date > now();
      if not found and exists (select 1 from events) then
        return jsonb_build_object('outcome', 'no_active_event');
      end if;
      v_policy := coalesce(v_policy, 'flag');

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

      select id, puzzle_piece_id, is_active, place_latitude, place_longitude, place_radius_m, needs_display_token
        into v_link from qr_links where code = p_code;
      if not found or not v_link.is_active then
        insert into scan_attempts (user_id, code) values (p_user_id, left(p_code, 100));
        return jsonb_build_object('outcome', 'invalid');
      end if;
      if v_link.needs_display_token and not coalesce((p_checks->>'displayVerified')::boolean, false) then
        return jsonb_build_object('outcome', 'token_required');
      end if;

      if v_link.place_latitude is not null and v_policy <> 'off' then
        -- Nothing to ask the device for when the piece is already held.
        if exists (select 1 from collection_entries where user_id = p_user_id and puzzle_piece_id = v_link.puzzle_piece_id) then
          return jsonb_build_object('outcome', 'already_collected');
        end if;
        if v_position is null and p_checks->>'positionError' is null then
          return jsonb_build_object('outcome', 'position_required');
        end if;
        if v_position is null then
          v_place_mark := jsonb_build_object('kind', 'no_position', 'positionError', p_checks->>'positionError');
        else
          v_distance := hunt_distance_m(v_link.place_latitude, v_link.place_longitude,
            (v_position->>'latitude')::double precision, (v_position->>'longitude')::double precision);
          if v_distance > v_link.place_radius_m + (v_position->>'accuracy')::double precision then
            v_place_mark := jsonb_build_object('kind', 'far', 'distanceM', round(v_distance::numeric, 1),
              'accuracyM', (v_position->>'accuracy')::double precision, 'radiusM', v_link.place_radius_m);
          end if;
        end if;
        if v_place_mark is not null and v_policy = 'enforce' then
          return jsonb_build_object('outcome', 'too_far');
        end if;
      end if;

      insert into collection_entries (user_id, puzzle_piece_id, qr_link_id, claimed_at)
        values (p_user_id, v_link.puzzle_piece_id, v_link.id, v_claimed_at)
        on conflict (user_id, puzzle_piece_id) do nothing
        returning id into v_entry_id;
      if v_entry_id is null then
        return jsonb_build_object('outcome', 'already_collected');
      end if;

      if v_place_mark is not null then
        insert into fair_play_marks (user_id, collection_entry_id, qr_link_id, kind, evidence)
          values (p_user_id, v_entry_id, v_link.id, v_place_mark->>'kind', v_place_mark - 'kind');
      end if;

      -- Impossible travel: the time between two scans is the devices' (an offline queue sends
      -- several at once), never later than their receipt.
      if v_link.place_latitude is not null then
        v_at := least(coalesce(v_claimed_at, now()), now());
        select l.id, l.place_latitude, l.place_longitude, least(coalesce(e.claimed_at, e.collected_at), e.collected_at) as at
          into v_previous
          from collection_entries e join qr_links l on l.id = e.qr_link_id
          where e.user_id = p_user_id and e.id <> v_entry_id and l.place_latitude is not null
          order by at desc limit 1;
        if found then
          v_distance := hunt_distance_m(v_previous.place_latitude, v_previous.place_longitude, v_link.place_latitude, v_link.place_longitude);
          v_seconds := abs(extract(epoch from (v_at - v_previous.at)));
          if v_distance > (p_checks->>'maxSpeed')::double precision * v_seconds then
            insert into fair_play_marks (user_id, collection_entry_id, qr_link_id, kind, evidence)
              values (p_user_id, v_entry_id, v_link.id, 'travel', jsonb_build_object(
                'distanceM', round(v_distance::numeric, 1), 'seconds', round(v_seconds::numeric, 1),
                'speedMps', round((v_distance / greatest(v_seconds, 1))::numeric, 1), 'fromQrLinkId', v_previous.id));
          end if;
        end if;
      end if;

      -- Entries can only point at existing pieces, once each: holding as many as exist is holding all.
      select count(*) into v_collected from collection_entries where user_id = p_user_id;
      if v_completed_at is null and v_collected >= (select count(*) from puzzle_pieces) then
        -- A disqualified student completes too (kept in the data) but is handed to no ranking.
        update users set completed_at = date_trunc('milliseconds', now())
          where id = p_user_id and completed_at is null
          returning case when disqualified_at is null then jsonb_build_object('id', id, 'email', email,
            'first_name', first_name, 'last_name', last_name, 'profile_image_url', profile_image_url,
            'total_points', total_points, 'completed_at', completed_at) end
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
  await knex.raw('drop function hunt_record_scan(uuid, text, integer, integer, jsonb)');
  await createScanFunction(knex);
}
