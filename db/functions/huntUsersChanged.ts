import type { Trigger } from './trigger';

/**
 * `rank:<id>` when something a board shows of a user changed (their name, e-mail or picture), or
 * the user was deleted (an erasure); `user:<id>` when only their role did. What a student scored
 * is announced by hunt_participants_changed.
 */
export const HUNT_USERS_CHANGED = `
create or replace function hunt_users_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform hunt_notify('rank:' || old.id);
  elsif tg_op = 'UPDATE' and (old.email, old.first_name, old.last_name, old.profile_image_url)
        is distinct from (new.email, new.first_name, new.last_name, new.profile_image_url) then
    perform hunt_notify('rank:' || new.id);
  elsif tg_op = 'UPDATE' and old.role is distinct from new.role then
    perform hunt_notify('user:' || new.id);
  end if;
  return null;
end $$`;

export const USERS_CHANGED: Trigger = {
  name: 'users_changed',
  table: 'users',
  create: 'create trigger users_changed after insert or update or delete on users for each row execute function hunt_users_changed()',
};
