import { randomBytes } from 'node:crypto';
import Cookies from 'cookies';
import type { IncomingMessage } from 'node:http';
import type Koa from 'koa';
import session from 'koa-session';
import type { Knex } from 'knex';
import { cachedSessionStore } from '../caches/sessionCache';
import type { UserCache } from '../caches/userCache';
import type { AppConfig } from '../config';
import type { ChangeBus } from '../realtime/changeBus';
import { RememberingKeygrip } from './cookieKeys';
import { Remembered } from '../remembered';

export const SIGNED_IN_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;
/** A session that never signs in (an abandoned OAuth round trip) expires quickly. */
const ANONYMOUS_MAX_AGE_MS = 10 * 60 * 1000;

/**
 * Server-side sessions in the database, served from memory (caches/sessionCache.ts). The
 * cookie holds only a random id (256 bits, not koa-session's 122-bit UUID); SameSite=Lax so the
 * OAuth callback keeps its state.
 */
export function sessions(app: Koa, parts: SessionParts, config: AppConfig): Koa.Middleware {
  app.keys = parts.keys;
  return session(
    {
      key: config.sessionCookie,
      maxAge: SIGNED_IN_MAX_AGE_MS,
      httpOnly: true,
      sameSite: 'lax',
      secure: config.https,
      signed: true,
      rolling: false,
      renew: true,
      store: parts.store,
      genid: () => randomBytes(32).toString('base64url'),
      beforeSave: (_ctx, session) => {
        session.maxAge = session.userId ? SIGNED_IN_MAX_AGE_MS : ANONYMOUS_MAX_AGE_MS;
      },
    },
    app,
  ) as Koa.Middleware;
}

/** A student's page sends the same Cookie header with every read; a longer one is read each time. */
const MAX_REMEMBERED_COOKIE_HEADER = 512;
const MAX_REMEMBERED_COOKIE_HEADERS = 100_000;

/** The cookie keys and the store, shared by the session middleware and the reads answered before it (api/memoryReads.ts). */
export interface SessionParts {
  keys: RememberingKeygrip;
  store: ReturnType<typeof cachedSessionStore>;
  /** Cookie headers read already that carry a session id signed with the first key, and that id. */
  readonly signedIds: Remembered<string>;
}

export function sessionParts(config: AppConfig, db: Knex, bus: ChangeBus, users: UserCache): SessionParts {
  return { keys: new RememberingKeygrip(config.sessionKeys), store: cachedSessionStore(db, bus, users), signedIds: new Remembered(MAX_REMEMBERED_COOKIE_HEADERS, MAX_REMEMBERED_COOKIE_HEADER) };
}

/** Cookies reads a signed cookie and writes only when the signature needs mending: nothing to write here. */
const NO_RESPONSE = { getHeader: () => undefined, setHeader: () => undefined } as const;

/** A request's cookies, to read only, for a request no middleware has seen. */
export function readOnlyCookies(request: IncomingMessage): Cookies {
  return new Cookies(request, NO_RESPONSE as never);
}

/**
 * The signed-in user's id when the request's session is one the middleware above would load from
 * memory and leave as it is: the cookie signed with the first key, the session held in memory,
 * signed in, and not yet due for renewal (koa-session's `renew`: less than half its life left).
 * Null for anything else, which the middleware then handles (a read, a new cookie, a renewal, a
 * signed-out request). Writes nothing to the response or the store.
 */
export function heldSessionUserId(parts: SessionParts, config: AppConfig, request: IncomingMessage): string | null {
  const id = signedSessionId(parts, config, request);
  const session = id ? parts.store.inMemory(id) : undefined;
  const { expire, maxAge } = session ?? {};
  if (!session || expire === undefined || maxAge === undefined) return null;
  return expire - Date.now() < maxAge / 2 ? null : session.userId;
}

/**
 * The session id the request's cookies carry, when signed with the first key. The answer
 * depends on the Cookie header alone, so it is remembered per header, as the keys remember
 * signatures: the same header costs a lookup rather than parsing the cookies again. Only headers
 * with a valid signature are remembered, so a forged cookie costs memory no more than it does there.
 */
function signedSessionId(parts: SessionParts, config: AppConfig, request: IncomingMessage): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  const remembered = parts.signedIds.get(header);
  if (remembered) return remembered;
  const cookies = readOnlyCookies(request);
  const id = cookies.get(config.sessionCookie, { signed: false });
  const signature = cookies.get(`${config.sessionCookie}.sig`, { signed: false });
  const signed = id && signature && parts.keys.index(`${config.sessionCookie}=${id}`, signature) === 0 ? id : null;
  if (signed) parts.signedIds.keep(header, signed);
  return signed;
}
