import type { Knex } from 'knex';
import { EVENT_GATE_LOCK_CLASS } from '../locks';
import { applyDefinitions } from '../functions';
import { API_TOKENS_CHANGED, HUNT_API_TOKENS_CHANGED } from '../functions/huntApiTokensChanged';
import { HUNT_DISTANCE_M } from '../functions/huntDistanceM';
import { EVENTS_CHANGED, HUNT_EVENTS_CHANGED } from '../functions/huntEventsChanged';
import { HUNT_EVENT_GATE_KEY } from '../functions/huntEventGateKey';
import { HUNT_NOTIFY } from '../functions/huntNotify';
import { HUNT_SESSIONS_CHANGED, SESSIONS_CHANGED } from '../functions/huntSessionsChanged';
import { HUNT_USERS_CHANGED, USERS_CHANGED } from '../functions/huntUsersChanged';
import { applyFunctionsInOneHome } from './20261126000100_functions_in_one_home';

/**
 * Each event keeps its own play: a student's points, completion and disqualification live in
 * `participants` (one row per event and student), and every collection, answer and Fair Play
 * mark names its event. A new event starts everyone at zero; a completed one keeps its board.
 * A piece or a questionnaire may belong to one event (its own content, which an event's clone
 * copies); without one it is shared by every event, as all content was before.
 *
 * What was played before is kept as the play of the event it happened in: the latest event that
 * had started by then (a piece collected after one event ended and before the next began is the
 * ended event's), else the first event. A database that holds play but no event at all gets a
 * completed event, "Earlier hunt", spanning it. A student's points are their answers' points in
 * each event; points no answer explains (set by hand) stay with the event of their completion,
 * else of their latest play.
 */
/** The fingerprint of the definitions this migration applies (see db/functions/index.ts). */
export const appliesFunctions = 'd0a017355df60335';

/** The event a moment belongs to, in SQL, for the rows `at` names. */
const eventAt = (at: string) => `coalesce(
  (select e.id from events e where e.start_date <= ${at} order by e.start_date desc, e.id desc limit 1),
  (select e.id from events e order by e.start_date, e.id limit 1))`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    insert into events (name, description, start_date, end_date, status, completed_at)
    select 'Earlier hunt', 'The play recorded before events kept their data apart.', min(at), max(at) + interval '1 second', 'completed', max(at) + interval '1 second'
    from (select collected_at as at from collection_entries union all select submitted_at from survey_responses
          union all select created_at from users where total_points <> 0 or completed_at is not null or disqualified_at is not null) play
    having count(*) > 0 and not exists (select 1 from events)`);

  await knex.schema.createTable('participants', (t) => {
    t.integer('event_id').notNullable().references('events.id').onDelete('CASCADE');
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('total_points').notNullable().defaultTo(0);
    t.timestamp('completed_at', { useTz: true });
    /** Kept in the data, hidden from the event's board and prizes (Fair Play). */
    t.timestamp('disqualified_at', { useTz: true });
    t.timestamp('joined_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['event_id', 'user_id']);
    t.index(['user_id']);
  });
  // An event's board reads its completed students in rank order straight from this index.
  await knex.raw(
    'create index participants_ranking_idx on participants (event_id, total_points desc, completed_at asc) where completed_at is not null',
  );

  for (const table of ['collection_entries', 'survey_responses', 'fair_play_marks']) {
    await knex.schema.alterTable(table, (t) => t.integer('event_id').references('events.id').onDelete('CASCADE'));
  }
  await knex.raw(`update collection_entries set event_id = ${eventAt('collected_at')}`);
  await knex.raw(`update survey_responses set event_id = ${eventAt('submitted_at')}`);
  await knex.raw(`
    update fair_play_marks m set event_id = coalesce(
      (select e.event_id from collection_entries e where e.id = m.collection_entry_id), ${eventAt('m.created_at')})`);

  // Everyone who played in an event, with the points of their answers there.
  await knex.raw(`
    insert into participants (event_id, user_id, total_points, joined_at)
    select event_id, user_id, sum(points), min(at) from (
      select event_id, user_id, 0 as points, collected_at as at from collection_entries
      union all select event_id, user_id, points_earned, submitted_at from survey_responses
      union all select event_id, user_id, 0, created_at from fair_play_marks) play
    group by event_id, user_id`);
  // A completion, a disqualification or unexplained points belong to the event of the completion, else of the latest play.
  await knex.raw(`
    insert into participants (event_id, user_id, joined_at)
    select ${eventAt('coalesce(u.completed_at, u.disqualified_at, u.created_at)')}, u.id, coalesce(u.completed_at, u.created_at)
    from users u
    where (u.total_points <> 0 or u.completed_at is not null or u.disqualified_at is not null)
      and not exists (select 1 from participants p where p.user_id = u.id)
      and exists (select 1 from events)`);
  await knex.raw(`
    update participants p set
      completed_at = case when p.event_id = home.event_id then u.completed_at end,
      disqualified_at = case when p.event_id = home.event_id then u.disqualified_at end,
      total_points = p.total_points + case when p.event_id = home.event_id
        then u.total_points - (select coalesce(sum(r.points_earned), 0) from survey_responses r where r.user_id = u.id) else 0 end
    from users u, lateral (
      select q.event_id from participants q where q.user_id = u.id
      order by (u.completed_at is not null and q.event_id = ${eventAt('u.completed_at')}) desc, q.joined_at desc, q.event_id desc limit 1) home
    where p.user_id = u.id`);

  for (const table of ['collection_entries', 'survey_responses', 'fair_play_marks']) {
    await knex.raw('alter table ?? alter column event_id set not null', [table]);
  }
  await knex.schema.alterTable('collection_entries', (t) => {
    t.dropUnique(['user_id', 'puzzle_piece_id']);
    // One piece per student and event: the constraint, not the code, makes concurrent scans safe.
    t.unique(['event_id', 'user_id', 'puzzle_piece_id']);
    t.index(['user_id']);
  });
  await knex.schema.alterTable('survey_responses', (t) => {
    t.dropUnique(['user_id', 'questionnaire_id']);
    t.unique(['event_id', 'user_id', 'questionnaire_id']);
    t.index(['user_id']);
  });
  await knex.schema.alterTable('fair_play_marks', (t) => t.index(['event_id']));
  for (const table of ['puzzle_pieces', 'questionnaires']) {
    await knex.schema.alterTable(table, (t) => {
      t.integer('event_id').references('events.id').onDelete('RESTRICT');
      t.index(['event_id']);
    });
  }

  await knex.schema.alterTable('users', (t) => {
    t.dropChecks(['users_erased_check']);
    t.check(
      `(erased_at is null and email is not null) or
       (erased_at is not null and email is null and first_name is null and last_name is null
        and profile_image_url is null and role = 'user')`,
      [],
      'users_erased_check',
    );
  });
  await knex.raw('drop index users_ranking_idx');
  // The users trigger reads these columns: it is replaced before they go.
  await applyEventsKeepTheirDataFunctions(knex);
  await knex.schema.alterTable('users', (t) => t.dropColumns('total_points', 'completed_at', 'disqualified_at'));
}

/**
 * Back to one standing per student: the sum of their points, the completion and
 * disqualification of their latest event, and of a piece or questionnaire held in several
 * events, the latest event's.
 */
export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.integer('total_points').notNullable().defaultTo(0);
    t.timestamp('completed_at', { useTz: true });
    t.timestamp('disqualified_at', { useTz: true });
  });
  await knex.raw(`
    update users u set total_points = s.points, completed_at = s.completed_at,
      disqualified_at = case when u.erased_at is null then s.disqualified_at end
    from (select p.user_id, sum(p.total_points)::int as points,
                 (array_agg(p.completed_at order by e.start_date desc, e.id desc))[1] as completed_at,
                 (array_agg(p.disqualified_at order by e.start_date desc, e.id desc))[1] as disqualified_at
          from participants p join events e on e.id = p.event_id group by p.user_id) s
    where s.user_id = u.id`);
  await knex.raw(
    'create index users_ranking_idx on users (total_points desc, completed_at asc) where completed_at is not null',
  );
  await knex.raw(`
    delete from collection_entries c using events e where e.id = c.event_id and exists (
      select 1 from collection_entries d join events f on f.id = d.event_id
      where d.user_id = c.user_id and d.puzzle_piece_id = c.puzzle_piece_id and (f.start_date, f.id) > (e.start_date, e.id))`);
  await knex.raw(`
    delete from survey_responses r using events e where e.id = r.event_id and exists (
      select 1 from survey_responses d join events f on f.id = d.event_id
      where d.user_id = r.user_id and d.questionnaire_id = r.questionnaire_id and (f.start_date, f.id) > (e.start_date, e.id))`);
  await knex.schema.alterTable('collection_entries', (t) => {
    t.dropUnique(['event_id', 'user_id', 'puzzle_piece_id']);
    t.dropIndex(['user_id']);
    t.unique(['user_id', 'puzzle_piece_id']);
  });
  await knex.schema.alterTable('survey_responses', (t) => {
    t.dropUnique(['event_id', 'user_id', 'questionnaire_id']);
    t.dropIndex(['user_id']);
    t.unique(['user_id', 'questionnaire_id']);
  });
  await knex.schema.alterTable('fair_play_marks', (t) => t.dropIndex(['event_id']));
  // An event's own content becomes shared: every event used it.
  for (const table of ['collection_entries', 'survey_responses', 'fair_play_marks', 'puzzle_pieces', 'questionnaires']) {
    await knex.schema.alterTable(table, (t) => t.dropColumn('event_id'));
  }
  await knex.schema.dropTable('participants');
  await knex.schema.alterTable('users', (t) => {
    t.dropChecks(['users_erased_check']);
    t.check(
      `(erased_at is null and email is not null) or
       (erased_at is not null and email is null and first_name is null and last_name is null
        and profile_image_url is null and role = 'user' and disqualified_at is null)`,
      [],
      'users_erased_check',
    );
  });
  await applyFunctionsInOneHome(knex);
}

/**
 * What this migration applied: a later migration's down() puts it back. The participants
 * trigger and the scan are kept here as they were then; later migrations changed those files.
 */
export function applyEventsKeepTheirDataFunctions(knex: Knex): Promise<void> {
  return applyDefinitions(
    knex,
    [HUNT_NOTIFY, HUNT_USERS_CHANGED, PARTICIPANTS_CHANGED_SQL, HUNT_SESSIONS_CHANGED, HUNT_API_TOKENS_CHANGED, HUNT_EVENTS_CHANGED, HUNT_EVENT_GATE_KEY, HUNT_DISTANCE_M, RECORD_SCAN_SQL],
    [USERS_CHANGED, PARTICIPANTS_CHANGED_TRIGGER, SESSIONS_CHANGED, API_TOKENS_CHANGED, EVENTS_CHANGED],
  );
}

const PARTICIPANTS_CHANGED_TRIGGER = {
  name: 'participants_changed',
  table: 'participants',
  create: 'create trigger participants_changed after insert or update or delete on participants for each row execute function hunt_participants_changed()',
};

const PARTICIPANTS_CHANGED_SQL = `
create or replace function hunt_participants_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    if new.total_points <> 0 or new.completed_at is not null or new.disqualified_at is not null then
      perform hunt_notify('rank:' || new.user_id);
    end if;
  elsif tg_op = 'DELETE' then
    perform hunt_notify('rank:' || old.user_id);
  elsif (old.user_id, old.total_points, old.completed_at, old.disqualified_at)
        is distinct from (new.user_id, new.total_points, new.completed_at, new.disqualified_at) then
    perform hunt_notify('rank:' || new.user_id);
    if old.user_id <> new.user_id then perform hunt_notify('rank:' || old.user_id); end if;
  end if;
  return null;
end $$`;

const RECORD_SCAN_SQL = `
create or replace function hunt_record_scan(p_user_id uuid, p_code text, p_wrong_limit integer, p_window_seconds integer, p_checks jsonb)
returns jsonb
language plpgsql
as $$
declare
  v_event record;
  v_completed_at timestamptz;
  v_link record;
  v_wrong integer;
  v_oldest timestamptz;
  v_entry_id integer;
  v_collected integer;
  v_completed_user jsonb;
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
  select id, start_date, location_policy into v_event
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
  select completed_at into v_completed_at from participants where event_id = v_event.id and user_id = p_user_id;

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

  insert into participants (event_id, user_id) values (v_event.id, p_user_id) on conflict do nothing;
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

  -- Entries point only at pieces this event uses, once each: holding as many as it uses is holding all.
  v_collected := v_collected + 1;
  if v_completed_at is null and v_collected >= (select count(*) from puzzle_pieces where event_id is null or event_id = v_event.id) then
    -- A disqualified student completes too (kept in the data) but is handed to no ranking.
    update participants p set completed_at = date_trunc('milliseconds', now())
      from users u
      where p.event_id = v_event.id and p.user_id = p_user_id and p.completed_at is null and u.id = p.user_id
      returning case when p.disqualified_at is null then jsonb_build_object('id', u.id, 'email', u.email,
        'firstName', u.first_name, 'lastName', u.last_name, 'profileImageUrl', u.profile_image_url,
        'totalPoints', p.total_points, 'completedAt', p.completed_at) end
      into v_completed_user;
  end if;

  return jsonb_build_object(
    'outcome', 'collected',
    'piece', (select jsonb_build_object('id', p.id, 'name', p.name, 'imageUrl', p.image_url)
              from puzzle_pieces p where p.id = v_link.puzzle_piece_id),
    'questionnaires', coalesce((
      select jsonb_agg(jsonb_build_object('id', q.id, 'title', q.title, 'description', q.description,
               'triggerCount', q.trigger_count, 'questions', q.questions) order by q.trigger_count, q.id)
      from questionnaires q
      where (q.event_id is null or q.event_id = v_event.id) and q.trigger_count <= v_collected
        and not exists (select 1 from survey_responses r where r.event_id = v_event.id and r.questionnaire_id = q.id and r.user_id = p_user_id)
    ), '[]'::jsonb),
    'completedUser', v_completed_user);
end
$$`;
