/**
 * The change announcements every API instance listens to (realtime/changeBus.ts): one NOTIFY
 * channel per schema, so test schemas sharing a server do not hear each other. The channel's
 * name is written into hunt_channel() when it is created, from the schema it is created in.
 */
export function huntChannel(channel: string): string {
  if (!/^hunt_changes_[a-z0-9_]+$/.test(channel)) throw new Error(`unusable notification channel ${channel}`);
  return `create or replace function hunt_channel() returns text language sql immutable as $$ select '${channel}'::text $$`;
}

/** The channel of the schema `current_schema()` names when the definitions are applied. */
export const CHANNEL_OF_CURRENT_SCHEMA = `select 'hunt_changes_' || current_schema() as channel`;

export const HUNT_NOTIFY = `
create or replace function hunt_notify(message text) returns void language sql
as $$ select pg_notify(hunt_channel(), message) $$`;
