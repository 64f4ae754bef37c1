import type { Knex } from 'knex';
import { storableInJson } from '../../core/text';
import { runPrepared } from '../../db/preparedQuery';
import type { SessionRow, UserRow } from '../../db/rows';

const USER_COLUMNS = [
  'id', 'email', 'first_name', 'last_name', 'role', 'profile_image_url', 'total_points', 'completed_at', 'created_at', 'last_seen_at',
] as const satisfies readonly (keyof UserRow)[];

export interface LiveSession extends Pick<SessionRow, 'data' | 'expires_at'> {
  /** The signed-in user, read in the same query: the next thing every request needs. */
  user: UserRow | null;
}

const LIVE_SESSION_SQL = `select s.data, s.expires_at, ${USER_COLUMNS.map((column) => `u.${column} as user_${column}`).join(', ')}
  from sessions s left join users u on u.id = s.user_id
  where s.id = $1 and s.expires_at > now()`;

/**
 * The session's data while it has not expired, with its user: the lookup a student's first
 * request on an instance makes, so it runs as a prepared statement.
 */
export async function findLiveSession(db: Knex, id: string): Promise<LiveSession | undefined> {
  const [row] = await runPrepared<Record<string, unknown>>(db, 'find_live_session', LIVE_SESSION_SQL, [id]);
  if (!row) return undefined;
  const user = row.user_id ? (Object.fromEntries(USER_COLUMNS.map((column) => [column, row[`user_${column}`]])) as unknown as UserRow) : null;
  return { data: row.data as SessionRow['data'], expires_at: row.expires_at as Date, user };
}

/**
 * The session as jsonb text. A session carries another party's text during sign-in (grant keeps
 * the provider's profile in it), which must not fail the save: what jsonb refuses is dropped,
 * from keys and values alike.
 */
function storable(data: Record<string, unknown>): string {
  return JSON.stringify(data, (_key, value: unknown) => {
    if (typeof value === 'string') return storableInJson(value);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [storableInJson(key), inner]));
  });
}

/**
 * Stores the session; with `onlyIfExists`, only an update of a session still there (false when
 * it was deleted meanwhile, and then nothing is written).
 */
export async function saveSession(db: Knex, id: string, data: Record<string, unknown>, expiresAt: Date, onlyIfExists: boolean): Promise<boolean> {
  const userId = typeof data.userId === 'string' ? data.userId : null;
  const row = { data: storable(data), user_id: userId, expires_at: expiresAt };
  if (onlyIfExists) return (await db('sessions').where({ id }).update(row).returning('id')).length > 0;
  await db('sessions').insert({ id, ...row }).onConflict('id').merge(['data', 'user_id', 'expires_at']);
  return true;
}

export async function deleteSession(db: Knex, id: string): Promise<void> {
  await db('sessions').where({ id }).delete();
}

export async function deleteExpiredSessions(db: Knex): Promise<number> {
  return db('sessions').where('expires_at', '<', db.fn.now()).delete();
}
