import type { Knex } from 'knex';
import type { UserRow } from '../../db/rows';
import type { SignInIdentity } from './users';

/** The account a provider's subject signs in as (db/migrations/20261127001000_sign_in_identities.ts). */
export function findUserByIdentity(db: Knex, provider: string, subject: string): Promise<UserRow | undefined> {
  return db<UserRow>('users as u')
    .join('sign_in_identities as i', 'i.user_id', 'u.id')
    .where({ 'i.provider': provider, 'i.subject': subject })
    .whereNull('u.erased_at')
    .first('u.*');
}

/** Whether any provider's subject signs in as this account (accounts older than identities have none). */
export async function hasIdentities(db: Knex, userId: string): Promise<boolean> {
  return Boolean(await db('sign_in_identities').where({ user_id: userId }).first('user_id'));
}

/**
 * Links the subject to the account. A second sign-in of the same person at the same moment
 * links it too: the first link stands, and this answers the account it names.
 */
export async function linkIdentity(db: Knex, provider: string, subject: string, userId: string): Promise<string> {
  await db('sign_in_identities').insert({ provider, subject, user_id: userId }).onConflict(['provider', 'subject']).ignore();
  const row = await db('sign_in_identities').where({ provider, subject }).first('user_id');
  if (!row) throw new Error('sign-in identity vanished while it was linked');
  return String(row.user_id);
}

/**
 * Refreshes a known account from its provider's answer: names and picture when given, the
 * e-mail when it changed and no other account holds the new one (then the old one is kept),
 * admin when ADMIN_EMAILS lists the address.
 */
export async function refreshUserById(
  db: Knex,
  id: string,
  identity: SignInIdentity,
): Promise<UserRow> {
  const email = identity.email.toLowerCase();
  const update: Record<string, unknown> = {
    first_name: db.raw('coalesce(?, first_name)', [identity.firstName]),
    last_name: db.raw('coalesce(?, last_name)', [identity.lastName]),
    profile_image_url: db.raw('coalesce(?, profile_image_url)', [identity.profileImageUrl]),
    email: db.raw('case when exists (select 1 from users other where other.email = ? and other.id <> users.id) then users.email else ? end', [email, email]),
    last_seen_at: db.fn.now(),
  };
  if (identity.makeAdmin) update.role = 'admin';
  const [row] = await db('users').where({ id }).update(update).returning('*');
  if (!row) throw new Error('signed-in user vanished while it was refreshed');
  return row as UserRow;
}
