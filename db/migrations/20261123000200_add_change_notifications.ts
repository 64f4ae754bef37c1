import type { Knex } from 'knex';

/**
 * Every API instance keeps sessions, users, API tokens, events and the ranking in memory. These
 * triggers announce each change that could make such a copy stale, on one NOTIFY channel per
 * schema, whoever makes it (a service, a bulk update, an organiser in psql): the caches stay
 * right without every write path having to remember to announce itself.
 *
 * Messages: `user:<id>` (role, name or score changed), `rank:<id>` (the same, for a user who is
 * or was ranked), `session:<md5 of id>` (changed or ended), `tokens` (one was revoked or
 * deleted), `events` (any event changed).
 */
export async function up(knex: Knex): Promise<void> {
  const { rows } = (await knex.raw(`select 'hunt_changes_' || current_schema() as channel`)) as { rows: { channel: string }[] };
  const channel = rows[0]?.channel;
  if (!channel || !/^hunt_changes_[a-z0-9_]+$/.test(channel)) throw new Error(`unusable notification channel ${channel}`);

  await knex.raw(`create function hunt_channel() returns text language sql immutable as $$ select '${channel}'::text $$`);
  await knex.raw(`create function hunt_notify(message text) returns void language sql as $$ select pg_notify(hunt_channel(), message) $$`);

  await createUsersChangedFunction(knex);
  await knex.raw('create trigger users_changed after insert or update or delete on users for each row execute function hunt_users_changed()');

  await knex.raw(`
    create function hunt_sessions_changed() returns trigger language plpgsql as $$
    begin
      if old.user_id is not null then perform hunt_notify('session:' || md5(old.id)); end if;
      return null;
    end $$`);
  await knex.raw('create trigger sessions_changed after update or delete on sessions for each row execute function hunt_sessions_changed()');

  await knex.raw(`
    create function hunt_api_tokens_changed() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' or (old.revoked_at, old.expires_at, old.user_id) is distinct from (new.revoked_at, new.expires_at, new.user_id) then
        perform hunt_notify('tokens');
      end if;
      return null;
    end $$`);
  await knex.raw('create trigger api_tokens_changed after update or delete on api_tokens for each row execute function hunt_api_tokens_changed()');

  await knex.raw(`create function hunt_events_changed() returns trigger language plpgsql as $$ begin perform hunt_notify('events'); return null; end $$`);
  await knex.raw('create trigger events_changed after insert or update or delete on events for each statement execute function hunt_events_changed()');
}

/**
 * hunt_users_changed: `rank:<id>` when something the board shows changed for a ranked user,
 * `user:<id>` when anything else cached of a user did. `alsoWatched` adds columns to both
 * (a later migration watches disqualified_at, and puts this version back on the way down).
 */
export async function createUsersChangedFunction(knex: Knex, alsoWatched: readonly string[] = []): Promise<void> {
  const row = (prefix: 'old' | 'new', columns: readonly string[]) => [...columns, ...alsoWatched].map((column) => `${prefix}.${column}`).join(', ');
  const ranked = ['email', 'first_name', 'last_name', 'profile_image_url', 'total_points', 'completed_at'];
  const cached = ['role', 'email', 'first_name', 'last_name', 'profile_image_url', 'total_points'];
  await knex.raw(`
    create or replace function hunt_users_changed() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        if new.completed_at is not null then perform hunt_notify('rank:' || new.id); end if;
      elsif tg_op = 'DELETE' then
        perform hunt_notify(case when old.completed_at is null then 'user:' else 'rank:' end || old.id);
      elsif (${row('old', ranked)}) is distinct from (${row('new', ranked)})
            and (old.completed_at is not null or new.completed_at is not null) then
        perform hunt_notify('rank:' || new.id);
      elsif (${row('old', cached)}) is distinct from (${row('new', cached)}) then
        perform hunt_notify('user:' || new.id);
      end if;
      return null;
    end $$`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger events_changed on events');
  await knex.raw('drop trigger api_tokens_changed on api_tokens');
  await knex.raw('drop trigger sessions_changed on sessions');
  await knex.raw('drop trigger users_changed on users');
  for (const name of ['hunt_events_changed', 'hunt_api_tokens_changed', 'hunt_sessions_changed', 'hunt_users_changed']) {
    await knex.raw(`drop function ${name}()`);
  }
  await knex.raw('drop function hunt_notify(text)');
  await knex.raw('drop function hunt_channel()');
}
