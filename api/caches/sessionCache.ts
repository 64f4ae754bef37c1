import { hash } from 'node:crypto';
import type { Knex } from 'knex';
import type { ChangeBus } from '../realtime/changeBus';
import { deleteSession, findLiveSession, saveSession } from '../repos/sessions';
import { MemoryCache } from './memoryCache';
import type { UserCache } from './userCache';

const MAX_SESSIONS = 200_000;
const ANONYMOUS_TTL_MS = 24 * 60 * 60 * 1000;

interface CachedSession {
  /** Kept as JSON so no request can change what the next one reads. */
  json: string;
  expiresAt: number;
  signedIn: boolean;
}

function toCached(data: Record<string, unknown>, expiresAt: number): CachedSession {
  return { json: JSON.stringify(data), expiresAt, signedIn: typeof data.userId === 'string' };
}

/** The change channel names a session by the MD5 of its id, so the id itself never travels. */
export const sessionKey = (id: string) => hash('md5', id, 'hex');

/**
 * koa-session's external store: sessions live in the database (logout and expiry hold across
 * instances) and signed-in ones are served from memory, with their users. A session that ends
 * or changes anywhere is dropped here through the change bus; while the bus is down, every read
 * goes to the database.
 */
export function cachedSessionStore(db: Knex, bus: ChangeBus, users: UserCache) {
  const cache = new MemoryCache<string, CachedSession>(MAX_SESSIONS, () => bus.isLive());
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
      const key = sessionKey(id);
      // Only signed-in sessions are worth keeping: an OAuth round trip's session lives seconds.
      const session = await cache.get(key, () => read(id), (found) => found.signedIn);
      if (!session || session.expiresAt <= Date.now()) return undefined;
      if (options?.ctx) existing.set(options.ctx, id);
      return JSON.parse(session.json) as Record<string, unknown>;
    },
    async set(id: string, data: Record<string, unknown>, maxAge: number | 'session', options?: { ctx?: object }): Promise<void> {
      const expiresAt = Date.now() + (typeof maxAge === 'number' ? maxAge : ANONYMOUS_TTL_MS);
      const key = sessionKey(id);
      cache.delete(key);
      const generation = cache.generationNow();
      const onlyIfExists = options?.ctx !== undefined && existing.get(options.ctx) === id;
      const saved = await saveSession(db, id, data, new Date(expiresAt), onlyIfExists);
      const cached = toCached(data, expiresAt);
      if (saved && cached.signedIn) cache.setIfUnchanged(key, cached, generation);
    },
    async destroy(id: string): Promise<void> {
      cache.delete(sessionKey(id));
      await deleteSession(db, id);
    },
  };
}
