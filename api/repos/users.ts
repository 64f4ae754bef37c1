import type { Knex } from 'knex';
import { runPrepared } from '../../db/preparedQuery';
import type { CurrentUser, UserRow } from '../../db/rows';

export interface SignInIdentity {
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  makeAdmin: boolean;
}

/** A standing in `eventId`'s participants (alias p), zero for a student who has not played there. */
export const STANDING_COLUMNS = ['coalesce(p.total_points, 0)::int as total_points', 'p.completed_at', 'p.disqualified_at', 'p.team_id', 'p.division_id'];

/** Joins each user (alias u) to their participant row in the event (alias p), when there is one. */
export function joinStanding(query: Knex.QueryBuilder, eventId: number | null): Knex.QueryBuilder {
  return query.leftJoin('participants as p', (join) => join.on('p.user_id', 'u.id').andOnVal('p.event_id', eventId ?? -1));
}

/**
 * The user with this id and their standing in the event; an erased row (services/erasure.ts) is
 * nobody's account and is never found.
 */
export function findUserById(db: Knex, id: string, eventId: number | null): Promise<CurrentUser | undefined> {
  return joinStanding(db('users as u').select('u.*', ...STANDING_COLUMNS.map((column) => db.raw(column))), eventId)
    .where('u.id', id)
    .whereNull('u.erased_at')
    .first();
}

export function findUserByEmail(db: Knex, email: string): Promise<UserRow | undefined> {
  return db<UserRow>('users').where({ email: email.toLowerCase() }).first();
}

/** Creates the user on first sign-in, refreshes names on later ones; ADMIN_EMAILS promote, never demote. */
export async function upsertSignedInUser(db: Knex, identity: SignInIdentity): Promise<UserRow> {
  const insert = {
    email: identity.email.toLowerCase(),
    first_name: identity.firstName,
    last_name: identity.lastName,
    profile_image_url: identity.profileImageUrl,
    role: identity.makeAdmin ? 'admin' : 'user',
  };
  const merge: Record<string, unknown> = {
    first_name: db.raw('coalesce(excluded.first_name, users.first_name)'),
    last_name: db.raw('coalesce(excluded.last_name, users.last_name)'),
    profile_image_url: db.raw('coalesce(excluded.profile_image_url, users.profile_image_url)'),
    last_seen_at: db.fn.now(),
  };
  if (identity.makeAdmin) merge.role = 'admin';
  const [row] = await db('users').insert(insert).onConflict('email').merge(merge).returning('*');
  if (!row) throw new Error('user upsert returned no row');
  return row as UserRow;
}

/**
 * Records that the user accepted the declarations, keeping the first time, which it answers;
 * null when no such account exists. The users trigger announces only what boards show and role
 * changes: this announces itself (`user:<id>`), so every instance reads the user again and none
 * asks a second time.
 */
export async function recordDeclarationsAccepted(db: Knex, id: string): Promise<Date | null> {
  return db.transaction(async (trx) => {
    const [row] = await trx('users')
      .where({ id })
      .whereNull('erased_at')
      .update({ declarations_accepted_at: trx.raw('coalesce(declarations_accepted_at, now())') })
      .returning<{ declarations_accepted_at: Date }[]>('declarations_accepted_at');
    if (!row) return null;
    await trx.raw('select hunt_notify(?)', [`user:${id}`]);
    return row.declarations_accepted_at;
  });
}

/** Marks these users as seen now (thousands at a time: one array parameter, not a binding each). */
export async function touchLastSeen(db: Knex, ids: readonly string[]): Promise<void> {
  await runPrepared(db, 'touch_last_seen', 'update users set last_seen_at = now() where id = any($1::uuid[])', [ids]);
}

/** Locks the user's row until the transaction ends: a user's survey submissions run one at a time. */
export function lockUserForUpdate(trx: Knex.Transaction, id: string): Promise<UserRow | undefined> {
  return trx<UserRow>('users').where({ id }).forUpdate().first();
}

export interface UserWithCollectionCount extends CurrentUser {
  collection_count: number;
  /** Fair Play marks not cleared yet. */
  open_marks: number;
  /** Their team's and division's names in the event. */
  team_name: string | null;
  division_name: string | null;
}

/** Only the members of a team, or of a division, of the event. */
export interface UserFilter {
  teamId?: number;
  divisionId?: number;
}

/** Users with their standing, pieces and open marks in the event. */
function usersWithCollectionCount(db: Knex, eventId: number | null) {
  return joinStanding(
    db('users as u').whereNull('u.erased_at').select(
      'u.*',
      ...STANDING_COLUMNS.map((column) => db.raw(column)),
      db.raw('(select count(*) from collection_entries c where c.event_id = ? and c.user_id = u.id)::int as collection_count', [eventId ?? -1]),
      db.raw('(select count(*) from fair_play_marks m where m.event_id = ? and m.user_id = u.id and m.cleared_at is null)::int as open_marks', [eventId ?? -1]),
      db.raw('(select t.name from teams t where t.id = p.team_id) as team_name'),
      db.raw('(select d.name from divisions d where d.id = p.division_id) as division_name'),
    ),
    eventId,
  );
}

/** Every user with how many pieces they hold in the event, oldest account first. */
export function listUsersWithCollectionCount(db: Knex, eventId: number | null, filter: UserFilter = {}): Promise<UserWithCollectionCount[]> {
  const query = usersWithCollectionCount(db, eventId).orderBy([{ column: 'u.created_at' }, { column: 'u.id' }]);
  if (filter.teamId !== undefined) query.where('p.team_id', filter.teamId);
  if (filter.divisionId !== undefined) query.where('p.division_id', filter.divisionId);
  return query;
}

export function findUserWithCollectionCount(db: Knex, id: string, eventId: number | null): Promise<UserWithCollectionCount | undefined> {
  return usersWithCollectionCount(db, eventId).where('u.id', id).first();
}

/**
 * Disqualifies the student from the event (keeping the first time) or clears it; false when no
 * such user exists. A student disqualified before their first find there gets their row now.
 */
export async function updateDisqualification(db: Knex, id: string, eventId: number, disqualified: boolean): Promise<boolean> {
  return db.transaction(async (trx) => {
    if (!(await trx('users').where({ id }).whereNull('erased_at').first('id'))) return false;
    if (!disqualified) {
      await trx('participants').where({ event_id: eventId, user_id: id }).update({ disqualified_at: null });
      return true;
    }
    await trx('participants')
      .insert({ event_id: eventId, user_id: id, disqualified_at: trx.fn.now() })
      .onConflict(['event_id', 'user_id'])
      .merge({ disqualified_at: trx.raw('coalesce(participants.disqualified_at, excluded.disqualified_at)') });
    return true;
  });
}

/** Sets the role; false when no such user exists. */
export async function updateUserRole(db: Knex, id: string, role: UserRow['role']): Promise<boolean> {
  return (await db('users').where({ id }).whereNull('erased_at').update({ role })) > 0;
}
