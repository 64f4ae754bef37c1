import { describe, expect, it } from 'vitest';
import { checkDisplayToken, DISPLAY_TOKEN_TTL_S, signDisplayToken } from './displayTokens';

const KEY = 'k'.repeat(32);
const OLD_KEY = 'o'.repeat(32);
const NOW = Date.parse('2026-05-01T09:00:00.000Z');

describe('display tokens', () => {
  it('are valid for the code they were made for, until they are a minute old', () => {
    const token = signDisplayToken([KEY], 'ABC123', NOW);
    expect(checkDisplayToken([KEY], 'ABC123', token, NOW)).toBe('valid');
    expect(checkDisplayToken([KEY], 'ABC123', token, NOW + (DISPLAY_TOKEN_TTL_S - 1) * 1000)).toBe('valid');
    expect(checkDisplayToken([KEY], 'ABC123', token, NOW + DISPLAY_TOKEN_TTL_S * 1000)).toBe('expired');
    expect(checkDisplayToken([KEY], 'ABC123', token, NOW + 3600_000)).toBe('expired');
  });

  it('are worthless for another code, under another key, or altered', () => {
    const token = signDisplayToken([KEY], 'ABC123', NOW);
    expect(checkDisplayToken([KEY], 'ABC124', token, NOW)).toBe('forged');
    expect(checkDisplayToken([OLD_KEY], 'ABC123', token, NOW)).toBe('forged');
    const [issued, signature = ''] = token.split('.');
    // A later time with the old signature: extending a token's life needs the key.
    const later = (Number.parseInt(issued ?? '', 36) + 600).toString(36);
    expect(checkDisplayToken([KEY], 'ABC123', `${later}.${signature}`, NOW + 600_000)).toBe('forged');
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    expect(checkDisplayToken([KEY], 'ABC123', `${issued}.${flipped}`, NOW)).toBe('forged');
    for (const junk of ['', '.', 'abc', `${issued}.`, `${issued}.${signature}x`, '😀.😀', 'zzzzzzzzzzz.' + signature]) {
      expect(checkDisplayToken([KEY], 'ABC123', junk, NOW)).toBe('forged');
    }
  });

  it('made in the future beyond clock drift are forgeries', () => {
    const token = signDisplayToken([KEY], 'ABC123', NOW + 60_000);
    expect(checkDisplayToken([KEY], 'ABC123', token, NOW)).toBe('forged');
    expect(checkDisplayToken([KEY], 'ABC123', signDisplayToken([KEY], 'ABC123', NOW + 2000), NOW)).toBe('valid');
  });

  it('made with an older key stay valid after a key rotation', () => {
    const token = signDisplayToken([OLD_KEY], 'ABC123', NOW);
    expect(checkDisplayToken([KEY, OLD_KEY], 'ABC123', token, NOW)).toBe('valid');
    expect(checkDisplayToken([KEY, OLD_KEY], 'ABC123', signDisplayToken([KEY, OLD_KEY], 'ABC123', NOW), NOW)).toBe('valid');
  });
});
