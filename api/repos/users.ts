import type { Knex } from 'knex';
import { runPrepared } from '../../db/preparedQuery';
import type { UserRow } from '../../db/rows';

export interface SignInIdentity {
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  makeAdmin: boolean;
}

/** The user with this id; an erased row (services/erasure.ts) is nobody's account and is never found. */
export function findUserById(db: Knex, id: string): Promise<UserRow | undefined> {
  return db<UserRow>('users').where({ id }).whereNull('erased_at').first();
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

/** Marks these users as seen now (thousands at a time: one array parameter, not a binding each). */
export async function touchLastSeen(db: Knex, ids: readonly string[]): Promise<void> {
  await runPrepared(db, 'touch_last_seen', 'update users set last_seen_at = now() where id = any($1::uuid[])', [ids]);
}

/** Locks the user's row until the transaction ends: a user's survey submissions run one at a time. */
export function lockUserForUpdate(trx: Knex.Transaction, id: string): Promise<UserRow | undefined> {
  return trx<UserRow>('users').where({ id }).forUpdate().first();
}

export interface UserWithCollectionCount extends UserRow {
  collection_count: number;
  /** Fair Play marks not cleared yet. */
  open_marks: number;
}

function usersWithCollectionCount(db: Knex) {
  return db<UserWithCollectionCount>('users as u').whereNull('u.erased_at').select(
    'u.*',
    db.raw('(select count(*) from collection_entries c where c.user_id = u.id)::int as collection_count'),
    db.raw('(select count(*) from fair_play_marks m where m.user_id = u.id and m.cleared_at is null)::int as open_marks'),
  );
}

/** Every user with how many pieces they hold, oldest account first. */
export function listUsersWithCollectionCount(db: Knex): Promise<UserWithCollectionCount[]> {
  return usersWithCollectionCount(db).orderBy([{ column: 'u.created_at' }, { column: 'u.id' }]);
}

export function findUserWithCollectionCount(db: Knex, id: string): Promise<UserWithCollectionCount | undefined> {
  return usersWithCollectionCount(db).where('u.id', id).first();
}

/** Disqualifies (keeping the first time) or clears it; false when no such user exists. */
export async function updateDisqualification(db: Knex, id: string, disqualified: boolean): Promise<boolean> {
  const value = disqualified ? db.raw('coalesce(disqualified_at, now())') : null;
  return (await db('users').where({ id }).whereNull('erased_at').update({ disqualified_at: value }).returning('id')).length > 0;
}

/** Sets the role; false when no such user exists. */
export async function updateUserRole(db: Knex, id: string, role: UserRow['role']): Promise<boolean> {
  return (await db('users').where({ id }).whereNull('erased_at').update({ role })) > 0;
}
