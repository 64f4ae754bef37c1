import { createHmac, timingSafeEqual } from 'node:crypto';
import { Remembered } from '../remembered';

const MAX_REMEMBERED = 100_000;
/** A real session cookie (`hunt.sid=` and 43 characters) is far shorter: longer ones are never remembered. */
const MAX_REMEMBERED_LENGTH = 100;

/**
 * Koa's cookie keys (SESSION_KEYS): signs and checks cookies exactly as Keygrip does (an
 * HMAC-SHA1 of `name=value`, URL-safe base64 without padding; the first key signs, any key
 * verifies), with one HMAC and a constant-time comparison per key, and it remembers the pairs
 * it has checked. Every request carries the same session cookie and signature, and Keygrip
 * spent three HMACs on it each time (a tenth of a scan's CPU). The answer depends only on the
 * two strings, so remembering it changes nothing but the cost. Only valid pairs of a session
 * cookie's length are remembered: a forged cookie, which anyone can send, costs the HMAC and
 * no memory. Koa takes any object with Keygrip's sign, verify and index as `app.keys`.
 */
export class RememberingKeygrip {
  private readonly checked = new Remembered<number>(MAX_REMEMBERED, MAX_REMEMBERED_LENGTH);

  constructor(private readonly keys: readonly string[]) {
    if (keys.length === 0) throw new Error('at least one cookie key is needed');
  }

  sign(data: string, key = this.keys[0] as string): string {
    return createHmac('sha1', key).update(data).digest('base64url');
  }

  verify(data: string, digest: string): boolean {
    return this.index(data, digest) > -1;
  }

  index(data: string, digest: string): number {
    const pair = `${data}\n${digest}`;
    const remembered = this.checked.get(pair);
    if (remembered !== undefined) return remembered;
    const given = Buffer.from(digest);
    const index = this.keys.findIndex((key) => {
      const expected = Buffer.from(this.sign(data, key));
      return expected.length === given.length && timingSafeEqual(expected, given);
    });
    if (index >= 0) this.checked.keep(pair, index);
    return index;
  }
}
