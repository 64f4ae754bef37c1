import { describe, it, expect } from 'vitest';
import { generateCode, normaliseScanText, scanLink, scanTokenOf, screenLink } from './scanCode';

describe('normaliseScanText: plain codes', () => {
  it('trims and upper-cases a typed code', () => {
    expect(normaliseScanText('  inn001 \n')).toBe('INN001');
  });

  it('leaves an already normal code unchanged', () => {
    expect(normaliseScanText('ABC123')).toBe('ABC123');
  });

  it('keeps text without /scan/ whole, query string included', () => {
    expect(normaliseScanText('https://x.edu/other/inn001?a=1')).toBe('HTTPS://X.EDU/OTHER/INN001?A=1');
    expect(normaliseScanText('inn001?x#y')).toBe('INN001?X#Y');
  });

  it('does not treat /scan without a trailing slash as the marker', () => {
    expect(normaliseScanText('https://x.edu/scan')).toBe('HTTPS://X.EDU/SCAN');
  });
});

describe('normaliseScanText: scan URLs', () => {
  it('keeps only what follows /scan/', () => {
    expect(normaliseScanText('https://x.edu/scan/inn001')).toBe('INN001');
  });

  it('uses the last /scan/ when there are several', () => {
    expect(normaliseScanText('https://x.edu/scan/aaa/scan/bbb')).toBe('BBB');
  });

  it('finds the marker case-insensitively', () => {
    expect(normaliseScanText('HTTPS://X.EDU/SCAN/INN001')).toBe('INN001');
  });

  it('drops the query string', () => {
    expect(normaliseScanText('https://x.edu/scan/inn001?utm_source=poster&ref=a/b')).toBe('INN001');
  });

  it('takes the last /scan/ anywhere in the text, even inside a query (the scanned-text rule, read literally)', () => {
    expect(normaliseScanText('https://x.edu/scan/inn001?next=/scan/zzz')).toBe('ZZZ');
  });

  it('drops the fragment', () => {
    expect(normaliseScanText('https://x.edu/scan/inn001#top')).toBe('INN001');
  });

  it('drops a query followed by a fragment', () => {
    expect(normaliseScanText('https://x.edu/scan/inn001?a=1#b')).toBe('INN001');
  });

  it('drops trailing slashes', () => {
    expect(normaliseScanText('https://x.edu/scan/inn001/')).toBe('INN001');
    expect(normaliseScanText('https://x.edu/scan/inn001//?a=1')).toBe('INN001');
  });

  it('decodes percent-encoding', () => {
    expect(normaliseScanText('https://x.edu/scan/inn%20001')).toBe('INN 001');
    expect(normaliseScanText('https://x.edu/scan/%41%42C')).toBe('ABC');
  });

  it('keeps malformed percent-encoding as it is', () => {
    expect(normaliseScanText('https://x.edu/scan/ab%zz')).toBe('AB%ZZ');
  });

  it('trims the whole text before looking for the marker', () => {
    expect(normaliseScanText('   https://x.edu/scan/inn001   ')).toBe('INN001');
  });

  it('gives an empty code for a URL ending in /scan/', () => {
    expect(normaliseScanText('https://x.edu/scan/')).toBe('');
  });

  it('is not thrown off by characters whose lower case is longer (İ)', () => {
    // 'İ'.toLowerCase() is two UTF-16 units; a marker index taken from the lower-cased text
    // would cut one character too far into the code.
    expect(normaliseScanText('https://x.edu/İ/scan/inn001')).toBe('INN001');
  });
});

describe('generateCode', () => {
  it('is 6 characters from A-Z and 0-9', () => {
    for (let i = 0; i < 200; i++) {
      expect(generateCode()).toMatch(/^[A-Z0-9]{6}$/);
    }
  });

  it('maps random values onto the alphabet A-Z then 0-9', () => {
    const values = [0, 1 / 36, 25 / 36, 26 / 36, 35 / 36, 0.999999];
    let i = 0;
    expect(generateCode(() => values[i++] ?? 0)).toBe('ABZ099');
    expect(i).toBe(6);
  });

  it('is deterministic for a seeded random source', () => {
    const seeded = (seed: number) => () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const a = generateCode(seeded(42));
    expect(a).toBe(generateCode(seeded(42)));
    expect(a).toMatch(/^[A-Z0-9]{6}$/);
    expect(generateCode(seeded(7))).not.toBe(a);
  });
});

describe('scanLink', () => {
  it('is {domain}/scan/{code}', () => {
    expect(scanLink('https://hunt.campus.edu', 'INN001')).toBe('https://hunt.campus.edu/scan/INN001');
  });

  it('does not double the slash when the domain ends with one', () => {
    expect(scanLink('https://hunt.campus.edu//', 'INN001')).toBe('https://hunt.campus.edu/scan/INN001');
  });

  it('percent-encodes the code', () => {
    expect(scanLink('https://x.edu', 'A B/C?')).toBe('https://x.edu/scan/A%20B%2FC%3F');
  });

  it('round-trips through normaliseScanText', () => {
    for (const code of ['INN001', 'Z9', 'A B', 'X?Y#Z']) {
      expect(normaliseScanText(scanLink('https://x.edu/', code))).toBe(code);
    }
  });
});

describe('screen links', () => {
  it('carry the token as t, which scanTokenOf reads back; other links and typed codes carry none', () => {
    const link = screenLink('https://hunt.campus.edu/', 'INN001', 'm1abc.AbC-_x');
    expect(link).toBe('https://hunt.campus.edu/scan/INN001?t=m1abc.AbC-_x');
    expect(normaliseScanText(link)).toBe('INN001');
    expect(scanTokenOf(link)).toBe('m1abc.AbC-_x');
    expect(scanTokenOf('https://hunt.campus.edu/scan/INN001?utm=x&t=tok#frag')).toBe('tok');
    expect(scanTokenOf('https://hunt.campus.edu/scan/INN001')).toBeUndefined();
    expect(scanTokenOf('https://hunt.campus.edu/scan/INN001?t=')).toBeUndefined();
    expect(scanTokenOf('INN001')).toBeUndefined();
    expect(scanTokenOf('https://elsewhere.example/?t=tok')).toBeUndefined();
  });
});
