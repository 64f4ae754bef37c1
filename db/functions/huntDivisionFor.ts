/**
 * The division the organisers' rules give a student in an event, or null: an e-mail list's
 * first (imported before or after the student signed in), then the first division (by id) one
 * of whose domains is the address's domain or a parent of it (`cs.example.ac.uk` is under
 * `example.ac.uk`). The one home of the rule, applied where a participant row is made (a first
 * find, a hint, a team joined) and again for those without one when a rule or a list changes;
 * a student's own pick is stored, not derived.
 */
export const HUNT_DIVISION_FOR = `
create or replace function hunt_division_for(p_event_id integer, p_user_id uuid)
returns integer language sql stable
as $$
  with address as (select lower(email) as email, lower(split_part(email, '@', 2)) as domain from users where id = p_user_id)
  select coalesce(
    (select l.division_id from division_emails l, address a where l.event_id = p_event_id and l.email = a.email),
    (select d.id from divisions d, address a
      where d.event_id = p_event_id
        and exists (select 1 from unnest(d.email_domains) as rule(domain) where a.domain = rule.domain or a.domain like '%.' || rule.domain)
      order by d.id limit 1))
$$`;
