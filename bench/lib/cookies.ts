import { randomBytes } from 'node:crypto';
import Keygrip from 'keygrip';

/** The one SESSION_KEYS key every server the bench starts uses, so the bench can sign cookies too. */
export const SESSION_KEY = `bench-${randomBytes(24).toString('hex')}`;

const SESSION_COOKIE = 'hunt.sid';
const keys = new Keygrip([SESSION_KEY]);

/**
 * The Cookie header a browser holding session `sid` sends. Signed as koa-session does through
 * the `cookies` package: `<name>.sig` is Keygrip's sign() of the string `<name>=<value>`
 * (cookies/index.js, Cookies.prototype.set with signed: true; Koa builds the Keygrip from app.keys).
 */
export function sessionCookieHeader(sid: string): string {
  const pair = `${SESSION_COOKIE}=${sid}`;
  return `${pair}; ${SESSION_COOKIE}.sig=${keys.sign(pair)}`;
}

/** The session cookies a response set (e.g. after POST /api/auth/dev-login), as a Cookie header. */
export function cookieHeaderFromSetCookie(setCookie: string | string[] | undefined): string {
  const jar = new Map<string, string>();
  for (const line of [setCookie ?? []].flat()) {
    const [pair = ''] = line.split(';');
    const equals = pair.indexOf('=');
    if (equals > 0) jar.set(pair.slice(0, equals).trim(), pair.slice(equals + 1).trim());
  }
  const sid = jar.get(SESSION_COOKIE);
  const sig = jar.get(`${SESSION_COOKIE}.sig`);
  if (!sid || !sig) return '';
  return `${SESSION_COOKIE}=${sid}; ${SESSION_COOKIE}.sig=${sig}`;
}
