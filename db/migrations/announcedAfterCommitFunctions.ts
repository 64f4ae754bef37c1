import type { Knex } from 'knex';
import { EVENT_GATE_LOCK_CLASS, TEAM_LOCK_CLASS } from '../locks';
import { applyDefinitions, FUNCTIONS, TRIGGERS } from '../functions';
import { HUNT_RECORD_SCAN } from '../functions/huntRecordScan';
import { HUNT_RECORD_SCANS } from '../functions/huntRecordScans';

/**
 * The functions and triggers as the announced_after_commit migration (20261128000100) applied
 * them, and the scans_in_batches one (20261130000100) after it with the scans in batches added: a
 * migration applies them as they were and a later one's down() puts them back. Frozen here is
 * the scan, which has changed since; the others are still as db/functions has them.
 */
export function applyAnnouncedAfterCommitFunctions(knex: Knex, options: { withScansInBatches: boolean }): Promise<void> {
  const functions = FUNCTIONS.filter((definition) => options.withScansInBatches || definition !== HUNT_RECORD_SCANS);
  return applyDefinitions(knex, functions.map((definition) => (definition === HUNT_RECORD_SCAN ? RECORD_SCAN_SQL : definition)), TRIGGERS);
}

/** The scan from the announced_after_commit migration until scan_in_fewer_statements (20261130000200). */
const RECORD_SCAN_SQL = `
create or replace function hunt_record_scan(p_user_id uuid, p_code text, p_wrong_limit integer, p_window_seconds integer, p_checks jsonb)
returns jsonb
language plpgsql
as $$
declare
  v_event record;
  v_completed_at timestamptz;
  v_team_id integer;
  v_team_play boolean;
  v_team_completed boolean := false;
  v_collecting_team integer;
  v_division_id integer;
  v_new_participant boolean;
  v_link record;
  v_wrong integer;
  v_oldest timestamptz;
  v_entry_id integer;
  v_collected integer;
  v_total integer;
  v_ranking_row jsonb;
  v_position jsonb := p_checks->'position';
  v_accuracy double precision := (p_checks->'position'->>'accuracy')::double precision;
  v_accuracy_cap double precision := (p_checks->>'accuracyCapM')::double precision;
  v_claimed_at timestamptz := (p_checks->>'claimedAt')::timestamptz;
  v_min_find_seconds double precision := (p_checks->>'minFindSeconds')::double precision;
  v_source text := p_checks->>'source';
  v_at timestamptz;
  v_claim_evidence jsonb;
  v_last_link_id integer;
  v_last_at timestamptz;
  v_place_mark jsonb;
  v_distance double precision;
  v_previous record;
  v_seconds double precision;
begin
  -- Completing an event takes this lock exclusively, so a scan either finishes before the
  -- completion or sees the event completed: none is acknowledged after the whistle.
  perform pg_advisory_xact_lock_shared(${EVENT_GATE_LOCK_CLASS}, hunt_event_gate_key());
  select id, start_date, location_policy, mode into v_event
    from events where status = 'active' and start_date <= now() and end_date > now();
  if not found then
    return jsonb_build_object('outcome', 'no_active_event');
  end if;

  -- A user's scans run one at a time: two last pieces scanned at once can't both miss the
  -- completion, and parallel guesses can't outrun the wrong-code limit.
  perform pg_advisory_xact_lock(hashtextextended(p_user_id::text, 0));
  perform 1 from users where id = p_user_id;
  if not found then
    return jsonb_build_object('outcome', 'no_user');
  end if;
  -- Everything below is this event's: its participant row appears with the first find.
  select completed_at, team_id into v_completed_at, v_team_id from participants where event_id = v_event.id and user_id = p_user_id;
  v_new_participant := not found;
  -- A team event's team collects together (hunt_collecting_team's test, on the row just read).
  v_team_play := v_event.mode = 'teams' and v_team_id is not null;
  if v_team_play then
    perform pg_advisory_xact_lock(${TEAM_LOCK_CLASS}, v_team_id);
    v_collecting_team := v_team_id;
  end if;

  select count(*), min(attempted_at) into v_wrong, v_oldest
    from scan_attempts
    where user_id = p_user_id and attempted_at > now() - make_interval(secs => p_window_seconds);
  if v_wrong >= p_wrong_limit then
    return jsonb_build_object('outcome', 'rate_limited', 'retryAfterSeconds',
      greatest(1, ceil(extract(epoch from (v_oldest + make_interval(secs => p_window_seconds) - clock_timestamp())))));
  end if;

  -- A code counts only for a piece this event uses: one shared by every event, or its own.
  select l.id, l.puzzle_piece_id, l.is_active, l.place_latitude, l.place_longitude, l.place_radius_m, l.needs_display_token
    into v_link from qr_links l join puzzle_pieces p on p.id = l.puzzle_piece_id
    where l.code = p_code and (p.event_id is null or p.event_id = v_event.id);
  if not found or not v_link.is_active then
    insert into scan_attempts (user_id, code) values (p_user_id, left(p_code, 100));
    return jsonb_build_object('outcome', 'invalid');
  end if;
  if v_link.needs_display_token and not coalesce((p_checks->>'displayVerified')::boolean, false) then
    return jsonb_build_object('outcome', 'token_required');
  end if;

  if v_team_play and exists (select 1 from collection_entries c join participants m on m.event_id = c.event_id and m.user_id = c.user_id
                             where c.event_id = v_event.id and c.puzzle_piece_id = v_link.puzzle_piece_id
                               and m.team_id = v_team_id and c.user_id <> p_user_id) then
    return jsonb_build_object('outcome', 'already_collected_by_team');
  end if;

  if v_link.place_latitude is not null and v_event.location_policy <> 'off' then
    -- Nothing to ask the device for when the piece is already held.
    if exists (select 1 from collection_entries where event_id = v_event.id and user_id = p_user_id and puzzle_piece_id = v_link.puzzle_piece_id) then
      return jsonb_build_object('outcome', 'already_collected');
    end if;
    if v_position is null and p_checks->>'positionError' is null then
      return jsonb_build_object('outcome', 'position_required');
    end if;
    if v_position is null then
      v_place_mark := jsonb_build_object('kind', 'no_position', 'positionError', p_checks->>'positionError');
    else
      -- Far when not even the fix's own accuracy reaches the code. Otherwise a fix vaguer than
      -- the cap cannot say the student is there (a claimed ±100 km would cover 78 km away):
      -- it is marked, or under enforce asked for again.
      v_distance := hunt_distance_m(v_link.place_latitude, v_link.place_longitude,
        (v_position->>'latitude')::double precision, (v_position->>'longitude')::double precision);
      if v_distance > v_link.place_radius_m + v_accuracy then
        v_place_mark := jsonb_build_object('kind', 'far', 'distanceM', round(v_distance::numeric, 1),
          'accuracyM', v_accuracy, 'radiusM', v_link.place_radius_m);
      elsif v_accuracy > v_accuracy_cap then
        v_place_mark := jsonb_build_object('kind', 'imprecise', 'distanceM', round(v_distance::numeric, 1),
          'accuracyM', v_accuracy, 'accuracyCapM', v_accuracy_cap, 'radiusM', v_link.place_radius_m);
      end if;
    end if;
    if v_place_mark->>'kind' = 'imprecise' and v_event.location_policy = 'enforce' then
      return jsonb_build_object('outcome', 'position_imprecise');
    end if;
    if v_place_mark is not null and v_event.location_policy = 'enforce' then
      return jsonb_build_object('outcome', 'too_far');
    end if;
  end if;

  -- What the student holds, and their previous find (one read of their entries). The device's
  -- time is believed only between the event's start (or that find, whichever is later: the
  -- offline queue sends in order) and receipt.
  select qr_link_id, least(coalesce(claimed_at, collected_at), collected_at) as at, count(*) over ()
    into v_last_link_id, v_last_at, v_collected
    from collection_entries where event_id = v_event.id and user_id = p_user_id order by at desc, id desc limit 1;
  v_collected := coalesce(v_collected, 0);
  v_at := least(greatest(coalesce(v_claimed_at, now()), v_event.start_date, coalesce(v_last_at, v_event.start_date)), now());
  -- A travel or speed mark on a time the device claimed keeps the claim as it came.
  v_claim_evidence := case when v_claimed_at is not null and v_claimed_at <> v_at
                           then jsonb_build_object('claimedAt', v_claimed_at) else '{}'::jsonb end;

  insert into collection_entries (event_id, user_id, puzzle_piece_id, qr_link_id, claimed_at, source,
                                  position_latitude, position_longitude, position_accuracy_m)
    values (v_event.id, p_user_id, v_link.puzzle_piece_id, v_link.id, case when v_claimed_at is not null then v_at end,
            case when v_source in ('camera', 'link', 'typed') then v_source end,
            (v_position->>'latitude')::double precision, (v_position->>'longitude')::double precision, v_accuracy)
    on conflict (event_id, user_id, puzzle_piece_id) do nothing
    returning id into v_entry_id;
  if v_entry_id is null then
    return jsonb_build_object('outcome', 'already_collected');
  end if;

  if v_place_mark is not null then
    insert into fair_play_marks (event_id, user_id, collection_entry_id, qr_link_id, kind, evidence)
      values (v_event.id, p_user_id, v_entry_id, v_link.id, v_place_mark->>'kind', v_place_mark - 'kind');
  end if;

  if v_claimed_at is not null and now() - v_claimed_at > make_interval(secs => (p_checks->>'maxOfflineSeconds')::double precision) then
    insert into fair_play_marks (event_id, user_id, collection_entry_id, qr_link_id, kind, evidence)
      values (v_event.id, p_user_id, v_entry_id, v_link.id, 'delayed', jsonb_build_object(
        'claimedAt', v_claimed_at, 'delaySeconds', round(extract(epoch from (now() - v_claimed_at))::numeric),
        'maxOfflineSeconds', (p_checks->>'maxOfflineSeconds')::double precision));
  end if;

  -- Impossible travel, between this code's place and the place of the student's latest
  -- scan of a code that has one.
  if v_link.place_latitude is not null then
    select l.id, l.place_latitude, l.place_longitude, least(coalesce(e.claimed_at, e.collected_at), e.collected_at) as at
      into v_previous
      from collection_entries e join qr_links l on l.id = e.qr_link_id
      where e.event_id = v_event.id and e.user_id = p_user_id and e.id <> v_entry_id and l.place_latitude is not null
      order by at desc, e.id desc limit 1;
    if found then
      v_distance := hunt_distance_m(v_previous.place_latitude, v_previous.place_longitude, v_link.place_latitude, v_link.place_longitude);
      v_seconds := extract(epoch from (v_at - v_previous.at));
      if v_distance > (p_checks->>'maxSpeed')::double precision * v_seconds then
        insert into fair_play_marks (event_id, user_id, collection_entry_id, qr_link_id, kind, evidence)
          values (v_event.id, p_user_id, v_entry_id, v_link.id, 'travel', jsonb_build_object(
            'distanceM', round(v_distance::numeric, 1), 'seconds', round(v_seconds::numeric, 1),
            'speedMps', round((v_distance / greatest(v_seconds, 1))::numeric, 1), 'fromQrLinkId', v_previous.id) || v_claim_evidence);
      end if;
    end if;
  end if;

  -- Too fast to be true, where the travel check has no places to go on: the previous find,
  -- when this code or that one has no place (a code shared in a chat is typed in seconds).
  if extract(epoch from (v_at - v_last_at)) < v_min_find_seconds then
    if v_link.place_latitude is null or not exists (select 1 from qr_links where id = v_last_link_id and place_latitude is not null) then
      insert into fair_play_marks (event_id, user_id, collection_entry_id, qr_link_id, kind, evidence)
        values (v_event.id, p_user_id, v_entry_id, v_link.id, 'fast', jsonb_build_object(
          'seconds', round(extract(epoch from (v_at - v_last_at))::numeric, 1),
          'minSeconds', v_min_find_seconds, 'fromQrLinkId', v_last_link_id) || v_claim_evidence);
    end if;
  end if;

  -- Entries point only at pieces this event uses, once each: holding as many as it uses is
  -- holding all. The race board ranks by pieces found, then by the latest find; the first
  -- scan that holds them all completes (kept when pieces are added later).
  v_collected := v_collected + 1;
  v_total := (select count(*) from puzzle_pieces where event_id is null or event_id = v_event.id);
  -- The participant row appears with the first find. A disqualified student plays on (kept in
  -- the data) but is handed to no ranking.
  -- A new row takes the division the organisers' rules give (hunt_division_for), once.
  if v_new_participant then
    v_division_id := hunt_division_for(v_event.id, p_user_id);
  end if;
  -- A new row and a completion carry this transaction's id (changed_xid): the API instance that
  -- called announces them after commit, and the participants trigger stays silent. A find that
  -- completes nothing leaves the mark as it was: it changes no indexed column, so PostgreSQL
  -- can update the row in place (a HOT update).
  insert into participants as p (event_id, user_id, pieces_found, last_found_at, completed_at, division_id, changed_xid)
    values (v_event.id, p_user_id, v_collected, date_trunc('milliseconds', v_at),
            case when v_collected >= v_total then date_trunc('milliseconds', now()) end, v_division_id, pg_current_xact_id())
    on conflict (event_id, user_id) do update
      set pieces_found = excluded.pieces_found, last_found_at = excluded.last_found_at,
          completed_at = coalesce(p.completed_at, excluded.completed_at),
          changed_xid = case when p.completed_at is null and excluded.completed_at is not null then excluded.changed_xid else p.changed_xid end
    returning (select hunt_ranking_json(p, u) from users u where u.id = p.user_id) into v_ranking_row;

  -- A team completes when its members between them hold every piece (once; kept when pieces are added later).
  if v_team_id is not null and v_event.mode <> 'solo' then
    update teams set completed_at = date_trunc('milliseconds', now())
     where id = v_team_id and completed_at is null
       and (select count(*) from hunt_held_pieces(v_event.id, p_user_id, v_team_id)) >= v_total;
    v_team_completed := found;
    -- In a team event the members complete together, with the team (under the team's lock: no
    -- member's scan or answer is in flight). The teammates' rows are announced by the
    -- participants trigger (once a team), the scanning student's by the instance.
    if v_team_completed and v_team_play then
      update participants set completed_at = date_trunc('milliseconds', now())
       where event_id = v_event.id and team_id = v_team_id and completed_at is null and user_id <> p_user_id;
      update participants p set completed_at = date_trunc('milliseconds', now()), changed_xid = pg_current_xact_id()
       where p.event_id = v_event.id and p.user_id = p_user_id and p.completed_at is null
      returning (select hunt_ranking_json(p, u) from users u where u.id = p.user_id) into v_ranking_row;
    end if;
  end if;

  return jsonb_build_object(
    'outcome', 'collected',
    'piece', (select jsonb_build_object('id', p.id, 'name', p.name, 'imageUrl', p.image_url)
              from puzzle_pieces p where p.id = v_link.puzzle_piece_id),
    'completed', case when v_team_play then v_team_completed else v_completed_at is null and v_collected >= v_total end,
    'teamCompleted', v_team_completed,
    'questionnaires', coalesce((
      select jsonb_agg(jsonb_build_object('id', q.id, 'title', q.title, 'description', q.description,
               'triggerCount', q.trigger_count, 'triggerPieceId', q.trigger_piece_id, 'questions', q.questions) order by q.trigger_count, q.id)
      from hunt_questionnaires_waiting(v_event.id, p_user_id, v_collecting_team) q
    ), '[]'::jsonb),
    'rankingRow', v_ranking_row);
end
$$`;
