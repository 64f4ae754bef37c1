import { randomBytes } from 'node:crypto';
import type Koa from 'koa';
import session from 'koa-session';
import type { Knex } from 'knex';
import type { AppConfig } from '../config';
import { cachedSessionStore } from '../caches/sessionCache';
import type { ChangeBus } from '../realtime/changeBus';

const SIGNED_IN_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;
/** A session that never signs in (an abandoned OAuth round trip) expires quickly. */
const ANONYMOUS_MAX_AGE_MS = 10 * 60 * 1000;

/**
 * Server-side sessions in the database, served from memory (caches/sessionCache.ts). The cookie holds only a random id (256 bits, not
 * koa-session's 122-bit UUID); SameSite=Lax so the OAuth callback keeps its state.
 */
export function sessions(app: Koa, db: Knex, bus: ChangeBus, config: AppConfig): Koa.Middleware {
  app.keys = config.sessionKeys;
  return session(
    {
      key: 'hunt.sid',
      maxAge: SIGNED_IN_MAX_AGE_MS,
      httpOnly: true,
      sameSite: 'lax',
      secure: config.publicUrl.startsWith('https://'),
      signed: true,
      rolling: false,
      renew: true,
      store: cachedSessionStore(db, bus),
      genid: () => randomBytes(32).toString('base64url'),
      beforeSave: (_ctx, session) => {
        session.maxAge = session.userId ? SIGNED_IN_MAX_AGE_MS : ANONYMOUS_MAX_AGE_MS;
      },
    },
    app,
  ) as Koa.Middleware;
}
