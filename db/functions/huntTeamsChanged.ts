import type { Trigger } from './trigger';

/** `team:<id>` when a team is made, renamed, completed, disqualified or removed: every instance reads it again. */
export const HUNT_TEAMS_CHANGED = `
create or replace function hunt_teams_changed() returns trigger language plpgsql as $$
begin
  perform hunt_notify('team:' || case when tg_op = 'DELETE' then old.id else new.id end);
  return null;
end $$`;

export const TEAMS_CHANGED: Trigger = {
  name: 'teams_changed',
  table: 'teams',
  create: 'create trigger teams_changed after insert or update or delete on teams for each row execute function hunt_teams_changed()',
};

/** `divisions` once per statement that changes an event's divisions: every instance reads them again (they are few). */
export const HUNT_DIVISIONS_CHANGED = `
create or replace function hunt_divisions_changed() returns trigger language plpgsql as $$
begin
  perform hunt_notify('divisions');
  return null;
end $$`;

export const DIVISIONS_CHANGED: Trigger = {
  name: 'divisions_changed',
  table: 'divisions',
  create: 'create trigger divisions_changed after insert or update or delete on divisions for each statement execute function hunt_divisions_changed()',
};
