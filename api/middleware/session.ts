import { randomBytes } from 'node:crypto';
import type Koa from 'koa';
import session from 'koa-session';
import type { Knex } from 'knex';
import type { AppConfig } from '../config';
import { sessionStore } from '../repos/sessions';

const SESSION_DAYS = 14;

/**
 * Server-side sessions in the database. The cookie holds only a random id (256 bits, not
 * koa-session's 122-bit UUID); SameSite=Lax so the OAuth callback keeps its state.
 */
export function sessions(app: Koa, db: Knex, config: AppConfig): Koa.Middleware {
  app.keys = config.sessionKeys;
  return session(
    {
      key: 'hunt.sid',
      maxAge: SESSION_DAYS * 24 * 60 * 60 * 1000,
      httpOnly: true,
      sameSite: 'lax',
      secure: config.publicUrl.startsWith('https://'),
      signed: true,
      rolling: false,
      renew: true,
      store: sessionStore(db),
      genid: () => randomBytes(32).toString('base64url'),
    },
    app,
  ) as Koa.Middleware;
}
