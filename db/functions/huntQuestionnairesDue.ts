/**
 * The questionnaires a student has unlocked in an event, answered or not: the one home of the
 * rule. One triggered by a piece is unlocked once that piece is held; any other once the student
 * holds as many pieces as its count. Only the event's own and the shared ones count. The scan
 * answers with those not yet answered, the dashboard lists them as waiting, and an answer is
 * taken only for one of them.
 */
export const HUNT_QUESTIONNAIRES_DUE = `
create or replace function hunt_questionnaires_due(p_event_id integer, p_user_id uuid)
returns setof questionnaires language sql stable
as $$
  with held as (select count(*) as pieces from collection_entries c where c.event_id = p_event_id and c.user_id = p_user_id)
  select q.* from questionnaires q, held
  where (q.event_id is null or q.event_id = p_event_id)
    and case when q.trigger_piece_id is null
             then q.trigger_count <= held.pieces
             else exists (select 1 from collection_entries c
                          where c.event_id = p_event_id and c.user_id = p_user_id and c.puzzle_piece_id = q.trigger_piece_id) end
$$`;
