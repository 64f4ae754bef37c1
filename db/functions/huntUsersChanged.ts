import type { Trigger } from './trigger';

/**
 * `rank:<id>` when something the board shows changed for a user who is or was ranked (a
 * disqualification, or its reversal, changes the board like a new score does); `user:<id>` when
 * anything else an instance caches of a user did. An erasure deletes the row: the same messages.
 */
export const HUNT_USERS_CHANGED = `
create or replace function hunt_users_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    if new.completed_at is not null then perform hunt_notify('rank:' || new.id); end if;
  elsif tg_op = 'DELETE' then
    perform hunt_notify(case when old.completed_at is null then 'user:' else 'rank:' end || old.id);
  elsif (old.email, old.first_name, old.last_name, old.profile_image_url, old.total_points, old.completed_at, old.disqualified_at)
        is distinct from
        (new.email, new.first_name, new.last_name, new.profile_image_url, new.total_points, new.completed_at, new.disqualified_at)
        and (old.completed_at is not null or new.completed_at is not null) then
    perform hunt_notify('rank:' || new.id);
  elsif (old.role, old.email, old.first_name, old.last_name, old.profile_image_url, old.total_points, old.disqualified_at)
        is distinct from
        (new.role, new.email, new.first_name, new.last_name, new.profile_image_url, new.total_points, new.disqualified_at) then
    perform hunt_notify('user:' || new.id);
  end if;
  return null;
end $$`;

export const USERS_CHANGED: Trigger = {
  name: 'users_changed',
  table: 'users',
  create: 'create trigger users_changed after insert or update or delete on users for each row execute function hunt_users_changed()',
};
