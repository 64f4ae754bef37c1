import type { Knex } from 'knex';
import { storableInJson } from '../../core/text';
import { runPrepared } from '../../db/preparedQuery';
import type { CurrentUser, SessionRow, UserRow } from '../../db/rows';

const USER_COLUMNS = [
  'id', 'email', 'first_name', 'last_name', 'role', 'profile_image_url', 'created_at', 'last_seen_at', 'declarations_accepted_at',
] as const satisfies readonly (keyof UserRow)[];
/** Fails to compile when users gains a column this lookup does not read (erased_at: the join keeps only live rows). */
const EVERY_USER_COLUMN: Exclude<keyof UserRow, (typeof USER_COLUMNS)[number] | 'erased_at'> extends never ? true : never = true;
void EVERY_USER_COLUMN;
const STANDING_COLUMNS = ['total_points', 'completed_at', 'disqualified_at', 'team_id', 'division_id'] as const;

export interface LiveSession extends Pick<SessionRow, 'data' | 'expires_at'> {
  /** The signed-in user with their standing in the event, read in the same query: the next thing every request needs. */
  user: CurrentUser | null;
}

const LIVE_SESSION_SQL = `select s.data, s.expires_at, ${USER_COLUMNS.map((column) => `u.${column} as user_${column}`).join(', ')},
    coalesce(p.total_points, 0)::int as user_total_points, p.completed_at as user_completed_at, p.disqualified_at as user_disqualified_at,
    p.team_id as user_team_id, p.division_id as user_division_id
  from sessions s left join users u on u.id = s.user_id and u.erased_at is null
  left join participants p on p.user_id = u.id and p.event_id = $2
  where s.id = $1 and s.expires_at > now()`;

/**
 * The session's data while it has not expired, with its user: the lookup a student's first
 * request on an instance makes, so it runs as a prepared statement.
 */
export async function findLiveSession(db: Knex, id: string, eventId: number | null): Promise<LiveSession | undefined> {
  const [row] = await runPrepared<Record<string, unknown>>(db, 'find_live_session', LIVE_SESSION_SQL, [id, eventId ?? -1]);
  if (!row) return undefined;
  const columns = [...USER_COLUMNS, ...STANDING_COLUMNS, 'erased_at'];
  const user = row.user_id ? (Object.fromEntries(columns.map((column) => [column, row[`user_${column}`] ?? null])) as unknown as CurrentUser) : null;
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
