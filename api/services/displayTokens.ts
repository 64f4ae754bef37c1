import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Tokens for a code shown on a screen (/admin/display/{linkId}): the screen's QR link carries
 * `t=<token>`, which is worth a scan for DISPLAY_TOKEN_TTL_S and nothing after, so a photo
 * shared in a group chat is worthless by the time anyone far away reads it. A token names the
 * second it was made and an HMAC of the code and that second under a key derived from the
 * session keys: every instance with the same SESSION_KEYS accepts every other's tokens, and
 * rotating the keys (the new one first) keeps tokens made with the old one valid until they expire.
 */
export const DISPLAY_TOKEN_TTL_S = 60;
/** The screen fetches a new token this often, so the one on show always has 40 s or more left. */
export const DISPLAY_TOKEN_REFRESH_S = 20;
/** A token made this far in the future is a forgery, not clock drift between instances. */
const MAX_CLOCK_SKEW_S = 5;

export type DisplayTokenCheck = 'valid' | 'expired' | 'forged';

function mac(key: string, code: string, issuedAt: number): Buffer {
  const derived = createHmac('sha256', key).update('campus-hunt display token').digest();
  return createHmac('sha256', derived).update(`${code}:${issuedAt}`).digest().subarray(0, 16);
}

export function signDisplayToken(keys: readonly string[], code: string, now = Date.now()): string {
  const [key] = keys;
  if (!key) throw new Error('no session key to sign display tokens with');
  const issuedAt = Math.floor(now / 1000);
  return `${issuedAt.toString(36)}.${mac(key, code, issuedAt).toString('base64url')}`;
}

export function checkDisplayToken(keys: readonly string[], code: string, token: string, now = Date.now()): DisplayTokenCheck {
  const match = /^([0-9a-z]{1,10})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match?.[1] || !match[2]) return 'forged';
  const issuedAt = parseInt(match[1], 36);
  const given = Buffer.from(match[2], 'base64url');
  if (!keys.some((key) => timingSafeEqual(mac(key, code, issuedAt), given))) return 'forged';
  const age = Math.floor(now / 1000) - issuedAt;
  if (age < -MAX_CLOCK_SKEW_S) return 'forged';
  return age >= DISPLAY_TOKEN_TTL_S ? 'expired' : 'valid';
}
