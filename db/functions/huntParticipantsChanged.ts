import type { Trigger } from './trigger';

/**
 * `rank:<user id>` when a student's points, completion, disqualification, team or division in an
 * event changed, or their play moved to another row (an erasure); and `team:<id>` for a team a
 * student joined or left, whose members changed.
 *
 * Not for a row its writer announces itself: a row whose `changed_xid` is the writing
 * transaction's own. The paths a crowd takes at once (a scan, an answer's points, a hint's cost)
 * mark the rows they change so, and the instance that committed announces them after commit, in
 * batches (api/leaderboard/raceAnnouncer.ts): PostgreSQL serialises the commits of notifying
 * transactions on one lock, which held a finale's completions to a few hundred a second. A
 * disqualified student's row is announced here all the same (the race board's announcement
 * carries none). A find that completes nothing changes nothing announced here, and calls no
 * function (the `when` clause below).
 *
 * The message carries the row's stamp (api/realtime/changes.ts `RankStamp`): an instance that
 * already shows the row as it is now (the one that made the change) need not read it again.
 */
export const HUNT_PARTICIPANTS_CHANGED = `
create or replace function hunt_participants_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform hunt_notify('rank:' || old.user_id);
  elsif tg_op = 'UPDATE' and old.user_id <> new.user_id then
    perform hunt_notify('rank:' || new.user_id);
    perform hunt_notify('rank:' || old.user_id);
  elsif (new.changed_xid is distinct from pg_current_xact_id() or new.disqualified_at is not null) and (
        (tg_op = 'INSERT' and (new.total_points <> 0 or new.completed_at is not null or new.disqualified_at is not null
                               or new.team_id is not null or new.division_id is not null))
     or (tg_op = 'UPDATE' and (old.total_points, old.completed_at, old.disqualified_at, old.team_id, old.division_id)
                               is distinct from (new.total_points, new.completed_at, new.disqualified_at, new.team_id, new.division_id))) then
    perform hunt_notify('rank:' || new.user_id || ':' || new.event_id || '/' || new.total_points || '/' || new.pieces_found || '/'
      || coalesce(floor(extract(epoch from new.last_found_at) * 1000)::bigint::text, '') || '/'
      || coalesce(floor(extract(epoch from new.completed_at) * 1000)::bigint::text, '') || '/'
      || case when new.disqualified_at is null then '0' else '1' end || '/'
      || coalesce(new.team_id::text, '') || '/' || coalesce(new.division_id::text, ''));
  end if;
  if tg_op <> 'INSERT' and old.team_id is not null and (tg_op = 'DELETE' or old.team_id is distinct from new.team_id) then
    perform hunt_notify('team:' || old.team_id);
  end if;
  if tg_op <> 'DELETE' and new.team_id is not null and (tg_op = 'INSERT' or old.team_id is distinct from new.team_id) then
    perform hunt_notify('team:' || new.team_id);
  end if;
  return null;
end $$`;

export const PARTICIPANTS_CHANGED: Trigger = {
  name: 'participants_changed',
  table: 'participants',
  create: 'create trigger participants_changed after insert or delete on participants for each row execute function hunt_participants_changed()',
};

/**
 * An update calls the function only when it changes what is announced: a find (pieces, the
 * latest find) updates the row in every scan, and a call per scan for nothing is not free.
 */
export const PARTICIPANTS_RANK_CHANGED: Trigger = {
  name: 'participants_rank_changed',
  table: 'participants',
  create: `create trigger participants_rank_changed after update on participants for each row
    when ((old.user_id, old.total_points, old.completed_at, old.disqualified_at, old.team_id, old.division_id)
          is distinct from (new.user_id, new.total_points, new.completed_at, new.disqualified_at, new.team_id, new.division_id))
    execute function hunt_participants_changed()`,
};
