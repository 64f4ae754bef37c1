/**
 * Who collects together with a student in an event: the members of their team in a team event
 * (the team holds one collection and answers each questionnaire once), else the student alone.
 * An array, which the questionnaires' functions take as it is: computed once, it is an index
 * condition (`user_id = any(…)`), where a function called in a WHERE clause may be called for
 * every row the plan reads.
 */
export const HUNT_COLLECTORS = `
create or replace function hunt_collectors(p_event_id integer, p_user_id uuid)
returns uuid[] language sql stable
as $$
  select coalesce(
    (select array_agg(m.user_id) from participants me
       join events e on e.id = me.event_id and e.mode = 'teams'
       join participants m on m.event_id = me.event_id and m.team_id = me.team_id
      where me.event_id = p_event_id and me.user_id = p_user_id and me.team_id is not null),
    array[p_user_id])
$$`;

/**
 * The questionnaires a student has unlocked in an event, answered or not: the one home of the
 * rule. One triggered by a piece is unlocked once that piece is held; any other once the student
 * holds as many pieces as its count. What a student holds is what they and those who collect
 * with them found: `p_collectors`, from hunt_collectors (the scan passes the student alone
 * outside a team event, without asking). Only the event's own and the shared ones count. The
 * scan answers with those not yet answered, the dashboard lists them as waiting, and an answer is
 * taken only for one of them.
 */
export const HUNT_QUESTIONNAIRES_DUE = `
create or replace function hunt_questionnaires_due(p_event_id integer, p_collectors uuid[])
returns setof questionnaires language plpgsql stable
as $$
begin
  return query
  with held as (select distinct c.puzzle_piece_id from collection_entries c
                 where c.event_id = p_event_id and c.user_id = any(p_collectors)),
       counted as (select count(*) as pieces from held)
  select q.* from questionnaires q, counted
  where (q.event_id is null or q.event_id = p_event_id)
    and case when q.trigger_piece_id is null
             then q.trigger_count <= counted.pieces
             else exists (select 1 from held where held.puzzle_piece_id = q.trigger_piece_id) end;
end $$`;

/**
 * Those unlocked and not yet answered, by the student or anyone who collects with them. Both are
 * PL/pgSQL, whose plans a session keeps: a SQL function that is not inlined is planned again at
 * every call, and the scan calls these two in every find (a third of its time).
 */
export const HUNT_QUESTIONNAIRES_WAITING = `
create or replace function hunt_questionnaires_waiting(p_event_id integer, p_collectors uuid[])
returns setof questionnaires language plpgsql stable
as $$
begin
  return query
  select q.* from hunt_questionnaires_due(p_event_id, p_collectors) q
  where not exists (select 1 from survey_responses r
                     where r.event_id = p_event_id and r.questionnaire_id = q.id and r.user_id = any(p_collectors));
end $$`;
