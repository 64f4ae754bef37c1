import type { Trigger } from './trigger';

/** `events` once per statement that changes any event: every instance reloads its few events. */
export const HUNT_EVENTS_CHANGED = `
create or replace function hunt_events_changed() returns trigger language plpgsql as $$
begin
  perform hunt_notify('events');
  return null;
end $$`;

export const EVENTS_CHANGED: Trigger = {
  name: 'events_changed',
  table: 'events',
  create: 'create trigger events_changed after insert or update or delete on events for each statement execute function hunt_events_changed()',
};
