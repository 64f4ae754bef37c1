/**
 * The team whose collection a student plays with in an event: their team in a team event (mode
 * `teams`: the team holds one collection and answers each questionnaire once), else null (they
 * play alone, teamed or not). The scan, which has read the student's row under its lock already,
 * applies the same test to that row.
 */
export const HUNT_COLLECTING_TEAM = `
create or replace function hunt_collecting_team(p_event_id integer, p_user_id uuid)
returns integer language sql stable
as $$
  select p.team_id from participants p join events e on e.id = p.event_id and e.mode = 'teams'
   where p.event_id = p_event_id and p.user_id = p_user_id
$$`;

/**
 * Who collects together with a student: the student, and with a collecting team (null for none)
 * its members. Every function here takes the student and that team as plain values, never an
 * array: a PL/pgSQL caller keeps a generic plan for a statement with plain parameters, but planned
 * the questionnaires' rule again at every scan for an array one (its length unknown to a generic
 * plan), and a generic plan cached while the tables were small read a user's entries by the
 * event's alone. SQL-language and single statements, so the planner inlines them into the
 * caller's query.
 */
export const HUNT_COLLECTORS = `
create or replace function hunt_collectors(p_event_id integer, p_user_id uuid, p_team_id integer)
returns setof uuid language sql stable
as $$
  select p_user_id
  union
  select m.user_id from participants m where m.team_id = p_team_id and m.event_id = p_event_id
$$`;

/**
 * The pieces those who collect with a student hold between them, each once. Read collector by
 * collector (LATERAL, OFFSET 0 keeps it a loop): each read is an index lookup by event and user,
 * whatever the statistics said when the plan was made.
 */
export const HUNT_HELD_PIECES = `
create or replace function hunt_held_pieces(p_event_id integer, p_user_id uuid, p_team_id integer)
returns setof integer language sql stable
as $$
  select distinct held.puzzle_piece_id
    from hunt_collectors(p_event_id, p_user_id, p_team_id) as k(user_id),
         lateral (select c.puzzle_piece_id from collection_entries c
                   where c.event_id = p_event_id and c.user_id = k.user_id offset 0) as held
$$`;

/**
 * The questionnaires a student has unlocked in an event, answered or not: the one home of the
 * rule. One triggered by a piece is unlocked once that piece is held; any other once as many
 * pieces are held as its count. What is held is what the student and those who collect with them
 * hold (hunt_held_pieces). Only the event's own and the shared ones count. The scan answers with
 * those not yet answered, the dashboard lists them as waiting, and an answer is taken only for
 * one of them.
 */
export const HUNT_QUESTIONNAIRES_DUE = `
create or replace function hunt_questionnaires_due(p_event_id integer, p_user_id uuid, p_team_id integer)
returns setof questionnaires language sql stable
as $$
  with held as (select piece from hunt_held_pieces(p_event_id, p_user_id, p_team_id) as piece),
       counted as (select count(*) as pieces from held)
  select q.* from questionnaires q, counted
  where (q.event_id is null or q.event_id = p_event_id)
    and case when q.trigger_piece_id is null
             then q.trigger_count <= counted.pieces
             else exists (select 1 from held where held.piece = q.trigger_piece_id) end
$$`;

/** Those unlocked and not yet answered, by the student or anyone who collects with them. */
export const HUNT_QUESTIONNAIRES_WAITING = `
create or replace function hunt_questionnaires_waiting(p_event_id integer, p_user_id uuid, p_team_id integer)
returns setof questionnaires language sql stable
as $$
  select q.* from hunt_questionnaires_due(p_event_id, p_user_id, p_team_id) q
  where not exists (select 1 from hunt_collectors(p_event_id, p_user_id, p_team_id) as k(user_id),
                      lateral (select 1 from survey_responses r
                                where r.event_id = p_event_id and r.user_id = k.user_id and r.questionnaire_id = q.id offset 0) as answered)
$$`;
