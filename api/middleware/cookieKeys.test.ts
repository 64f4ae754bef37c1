import Keygrip from 'keygrip';
import { describe, expect, it } from 'vitest';
import { RememberingKeygrip } from './cookieKeys';

describe('RememberingKeygrip', () => {
  const keys = ['a-new-key-of-at-least-32-characters!!', 'an-old-key-of-at-least-32-characters!!'];
  const ours = new RememberingKeygrip(keys);
  const keygrip = new Keygrip(keys);

  it('signs exactly as Keygrip does, so existing cookies stay valid', () => {
    for (const data of ['hunt.sid=abc', 'hunt.sid=+/=?', `hunt.sid=${'x'.repeat(200)}`]) {
      expect(ours.sign(data)).toBe(keygrip.sign(data));
    }
  });

  it('finds the key a signature was made with, and refuses a forged or altered one', () => {
    const oldSignature = new Keygrip([keys[1] as string]).sign('hunt.sid=abc');
    expect(ours.index('hunt.sid=abc', oldSignature)).toBe(1);
    expect(ours.index('hunt.sid=abc', keygrip.sign('hunt.sid=abc'))).toBe(0);
    expect(ours.verify('hunt.sid=abd', keygrip.sign('hunt.sid=abc'))).toBe(false);
    expect(ours.verify('hunt.sid=abc', 'forged')).toBe(false);
    expect(ours.verify('hunt.sid=abc', '')).toBe(false);
    // Asked again, the answers stay the same.
    expect(ours.index('hunt.sid=abc', oldSignature)).toBe(1);
    expect(ours.verify('hunt.sid=abc', 'forged')).toBe(false);
  });
});
