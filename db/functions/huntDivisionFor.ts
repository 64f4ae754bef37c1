/**
 * The division the organisers' rules give a student in an event, or null: an e-mail list's
 * first (imported before or after the student signed in), then the first division (by id) one
 * of whose domains is the address's domain or a parent of it (`cs.example.ac.uk` is under
 * `example.ac.uk`). The one home of the rule, applied where a participant row is made (a first
 * find, a hint, a team joined) and again for those without one when a rule or a list changes;
 * a student's own pick is stored, not derived. PL/pgSQL, whose plans a session keeps (a first
 * find calls it), and an event without divisions answers after one index probe.
 */
export const HUNT_DIVISION_FOR = `
create or replace function hunt_division_for(p_event_id integer, p_user_id uuid)
returns integer language plpgsql stable
as $$
declare
  v_email text;
  v_domain text;
  v_division_id integer;
begin
  if not exists (select 1 from divisions where event_id = p_event_id) then
    return null;
  end if;
  select lower(email), lower(split_part(email, '@', 2)) into v_email, v_domain from users where id = p_user_id;
  select division_id into v_division_id from division_emails where event_id = p_event_id and email = v_email;
  if found then
    return v_division_id;
  end if;
  select d.id into v_division_id from divisions d
   where d.event_id = p_event_id
     and exists (select 1 from unnest(d.email_domains) as rule(domain) where v_domain = rule.domain or v_domain like '%.' || rule.domain)
   order by d.id limit 1;
  return v_division_id;
end $$`;
