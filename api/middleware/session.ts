import { randomBytes } from 'node:crypto';
import type Koa from 'koa';
import session from 'koa-session';
import { cachedSessionStore } from '../caches/sessionCache';
import type { Deps } from '../deps';
import { RememberingKeygrip } from './cookieKeys';

const SIGNED_IN_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;
/** A session that never signs in (an abandoned OAuth round trip) expires quickly. */
const ANONYMOUS_MAX_AGE_MS = 10 * 60 * 1000;

/**
 * Server-side sessions in the database, served from memory (caches/sessionCache.ts). The
 * cookie holds only a random id (256 bits, not koa-session's 122-bit UUID); SameSite=Lax so the
 * OAuth callback keeps its state.
 */
export function sessions(app: Koa, deps: Pick<Deps, 'db' | 'bus' | 'caches' | 'config'>): Koa.Middleware {
  const { db, bus, caches, config } = deps;
  app.keys = new RememberingKeygrip(config.sessionKeys);
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
      store: cachedSessionStore(db, bus, caches.users),
      genid: () => randomBytes(32).toString('base64url'),
      beforeSave: (_ctx, session) => {
        session.maxAge = session.userId ? SIGNED_IN_MAX_AGE_MS : ANONYMOUS_MAX_AGE_MS;
      },
    },
    app,
  ) as Koa.Middleware;
}
