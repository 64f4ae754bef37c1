import type { Trigger } from './trigger';

/** `session:<md5 of id>` when a signed-in session changes or ends (the id itself is never sent). */
export const HUNT_SESSIONS_CHANGED = `
create or replace function hunt_sessions_changed() returns trigger language plpgsql as $$
begin
  if old.user_id is not null then perform hunt_notify('session:' || md5(old.id)); end if;
  return null;
end $$`;

export const SESSIONS_CHANGED: Trigger = {
  name: 'sessions_changed',
  table: 'sessions',
  create: 'create trigger sessions_changed after update or delete on sessions for each row execute function hunt_sessions_changed()',
};
