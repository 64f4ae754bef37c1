import type { Trigger } from './trigger';

/**
 * `rank:<user id>` when a student's points, completion or disqualification in an event changed,
 * or their play moved to another row (an erasure). A first find adds a row of zeros, which
 * changes nothing anyone shows: it is not announced.
 */
export const HUNT_PARTICIPANTS_CHANGED = `
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

export const PARTICIPANTS_CHANGED: Trigger = {
  name: 'participants_changed',
  table: 'participants',
  create: 'create trigger participants_changed after insert or update or delete on participants for each row execute function hunt_participants_changed()',
};
