import Keygrip from 'keygrip';

const MAX_REMEMBERED = 100_000;

/**
 * Koa's cookie keys (SESSION_KEYS), remembering which signed cookies it has already checked.
 * Every request carries the same session cookie and signature; Keygrip checks it with three
 * HMACs and a random key each time (a tenth of a scan's CPU). A pair seen before gets the
 * answer it got then: the result depends only on the two strings, so this changes nothing but
 * the cost. Koa accepts any object with Keygrip's sign, verify and index as `app.keys`.
 */
export class RememberingKeygrip {
  private readonly keygrip: Keygrip;
  private readonly checked = new Map<string, number>();

  constructor(keys: string[]) {
    this.keygrip = new Keygrip(keys);
  }

  sign(data: string): string {
    return this.keygrip.sign(data);
  }

  verify(data: string, digest: string): boolean {
    return this.index(data, digest) > -1;
  }

  index(data: string, digest: string): number {
    const pair = `${data}\n${digest}`;
    let index = this.checked.get(pair);
    if (index === undefined) {
      index = this.keygrip.index(data, digest);
      if (this.checked.size >= MAX_REMEMBERED) this.checked.clear();
      this.checked.set(pair, index);
    }
    return index;
  }
}
