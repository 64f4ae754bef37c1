import { hash } from 'node:crypto';
import type { Knex } from 'knex';
import type { ChangeBus } from '../realtime/changeBus';
import { deleteSession, findLiveSession, saveSession } from '../repos/sessions';
import { MemoryCache } from './memoryCache';
import type { UserCache } from './userCache';

const MAX_SESSIONS = 200_000;
const ANONYMOUS_TTL_MS = 24 * 60 * 60 * 1000;

/** A signed-in session's user and koa-session's own expiry fields (`_expire`, `_maxAge`). */
export interface SignedInSession {
  userId: string;
  expire: number | undefined;
  maxAge: number | undefined;
}

interface CachedSession {
  /** Kept as JSON so no request can change what the next one reads. */
  json: string;
  expiresAt: number;
  signedIn: SignedInSession | null;
}

const numberOrUndefined = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** A session past its expiry is answered as none, whether it came from memory or the database. */
const alive = (session: CachedSession | undefined) => (session && session.expiresAt > Date.now() ? session : undefined);

function toCached(data: Record<string, unknown>, expiresAt: number): CachedSession {
  const { userId } = data;
  const signedIn = typeof userId === 'string' ? { userId, expire: numberOrUndefined(data._expire), maxAge: numberOrUndefined(data._maxAge) } : null;
  return { json: JSON.stringify(data), expiresAt, signedIn };
}

/** The change channel names a session by the MD5 of its id, so the id itself never travels. */
export const sessionKey = (id: string) => hash('md5', id, 'hex');

const MAX_REMEMBERED_KEYS = 100_000;
/** A real session id is 43 characters: longer ones (anyone can send one) are never remembered. */
const MAX_REMEMBERED_ID_LENGTH = 64;

/** sessionKey, remembered: every request of a session hashes the same id (an MD5 is a twentieth of a board read). */
function rememberingSessionKey(): (id: string) => string {
  const keys = new Map<string, string>();
  return (id) => {
    let key = keys.get(id);
    if (key !== undefined) return key;
    key = sessionKey(id);
    if (id.length <= MAX_REMEMBERED_ID_LENGTH) {
      if (keys.size >= MAX_REMEMBERED_KEYS) keys.clear();
      keys.set(id, key);
    }
    return key;
  };
}

/**
 * koa-session's external store: sessions live in the database (logout and expiry hold across
 * instances) and signed-in ones are served from memory, with their users. A session that ends
 * or changes anywhere is dropped here through the change bus; while the bus is down, every read
 * goes to the database.
 */
export function cachedSessionStore(db: Knex, bus: ChangeBus, users: UserCache) {
  const cache = new MemoryCache<string, CachedSession>(MAX_SESSIONS, () => bus.isLive());
  const keyOf = rememberingSessionKey();
  bus.subscribe((change) => {
    if (change.topic === 'session') cache.delete(change.key);
    if (change.topic === 'resync') cache.clear();
  });

  // The session's user comes in the same query and goes to the user cache: a student's first
  // request after a restart costs one round trip for both.
  const read = async (id: string): Promise<CachedSession | undefined> => {
    const userGeneration = users.generationNow();
    const eventId = users.currentEventId();
    const row = await findLiveSession(db, id, eventId);
    if (row?.user) users.remember(row.user, eventId, userGeneration);
    return row && toCached(row.data, row.expires_at.getTime());
  };

  // Sessions this request found in the database: saving one of them updates it and never
  // creates it again (a logout in another tab may have ended it meanwhile).
  const existing = new WeakMap<object, string>();

  return {
    async get(id: string, _maxAge?: unknown, options?: { ctx?: object }): Promise<Record<string, unknown> | undefined> {
      // Only signed-in sessions are worth keeping: an OAuth round trip's session lives seconds.
      const session = alive(await cache.get(keyOf(id), () => read(id), (found) => found.signedIn !== null));
      if (!session) return undefined;
      if (options?.ctx) existing.set(options.ctx, id);
      return JSON.parse(session.json) as Record<string, unknown>;
    },
    /**
     * The session's user and expiry when it is signed in and get needs no read to answer, else
     * null; no copy of the session (for reads that change nothing: middleware/session.ts).
     */
    inMemory(id: string): SignedInSession | null {
      return alive(cache.hit(keyOf(id)))?.signedIn ?? null;
    },
    async set(id: string, data: Record<string, unknown>, maxAge: number | 'session', options?: { ctx?: object }): Promise<void> {
      const expiresAt = Date.now() + (typeof maxAge === 'number' ? maxAge : ANONYMOUS_TTL_MS);
      const key = keyOf(id);
      cache.delete(key);
      const generation = cache.generationNow();
      const onlyIfExists = options?.ctx !== undefined && existing.get(options.ctx) === id;
      const saved = await saveSession(db, id, data, new Date(expiresAt), onlyIfExists);
      const cached = toCached(data, expiresAt);
      if (saved && cached.signedIn !== null) cache.setIfUnchanged(key, cached, generation);
    },
    async destroy(id: string): Promise<void> {
      cache.delete(keyOf(id));
      await deleteSession(db, id);
    },
  };
}
