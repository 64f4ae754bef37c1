import { describe, expect, it } from 'vitest';
import { keyBytes } from './push';

describe('a VAPID key for pushManager.subscribe', () => {
  it('is its URL-safe base64 decoded to bytes, padding or not', () => {
    expect([...keyBytes('-_8')]).toEqual([0xfb, 0xff]);
    expect([...keyBytes('AQID')]).toEqual([1, 2, 3]);
    expect(keyBytes('B'.repeat(87))).toHaveLength(65);
  });
});
