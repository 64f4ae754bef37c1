import type { Trigger } from './trigger';

/**
 * `rank:<user id>` when a student's place on an event's board may have moved: their points,
 * pieces found, latest find, completion or disqualification changed, or their play moved to
 * another row (an erasure). A row appears with zeros, which changes nothing anyone shows: it is
 * not announced (the find that follows is).
 *
 * The message carries the row's stamp (api/realtime/changes.ts `RankStamp`): an instance that
 * already shows the row as it is now (the one that made the change) need not read it again.
 */
export const HUNT_PARTICIPANTS_CHANGED = `
create or replace function hunt_participants_changed() returns trigger language plpgsql as $$
declare
  v_stamp text;
begin
  if tg_op <> 'DELETE' then
    v_stamp := new.event_id || '/' || new.total_points || '/' || new.pieces_found || '/'
      || coalesce(floor(extract(epoch from new.last_found_at) * 1000)::bigint::text, '') || '/'
      || coalesce(floor(extract(epoch from new.completed_at) * 1000)::bigint::text, '') || '/'
      || case when new.disqualified_at is null then '0' else '1' end;
  end if;
  if tg_op = 'INSERT' then
    if new.total_points <> 0 or new.pieces_found <> 0 or new.completed_at is not null or new.disqualified_at is not null then
      perform hunt_notify('rank:' || new.user_id || ':' || v_stamp);
    end if;
  elsif tg_op = 'DELETE' then
    perform hunt_notify('rank:' || old.user_id);
  elsif old.user_id <> new.user_id then
    perform hunt_notify('rank:' || new.user_id);
    perform hunt_notify('rank:' || old.user_id);
  elsif (old.total_points, old.pieces_found, old.last_found_at, old.completed_at, old.disqualified_at)
        is distinct from (new.total_points, new.pieces_found, new.last_found_at, new.completed_at, new.disqualified_at) then
    perform hunt_notify('rank:' || new.user_id || ':' || v_stamp);
  end if;
  return null;
end $$`;

export const PARTICIPANTS_CHANGED: Trigger = {
  name: 'participants_changed',
  table: 'participants',
  create: 'create trigger participants_changed after insert or update or delete on participants for each row execute function hunt_participants_changed()',
};
