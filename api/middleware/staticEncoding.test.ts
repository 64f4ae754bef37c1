import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './staticEncoding';

const BOTH = ['br', 'gzip'] as const;

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, whatever order the browser lists them in', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', BOTH)).toBe('br');
    expect(chooseEncoding('gzip, deflate', BOTH)).toBe('gzip');
    expect(chooseEncoding('br', ['gzip'])).toBe('identity');
  });

  it('sends the plain file without Accept-Encoding or when nothing offered is acceptable', () => {
    expect(chooseEncoding(undefined, BOTH)).toBe('identity');
    expect(chooseEncoding('', BOTH)).toBe('identity');
    expect(chooseEncoding('deflate, identity;q=0', BOTH)).toBe('identity');
    expect(chooseEncoding('gzip, br', [])).toBe('identity');
  });

  it('follows q-values: a higher weight wins, q=0 refuses', () => {
    expect(chooseEncoding('br;q=0.5, gzip', BOTH)).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.1', BOTH)).toBe('gzip');
    expect(chooseEncoding('BR;Q=1, GZIP', BOTH)).toBe('br');
    expect(chooseEncoding('br;q=nonsense, gzip;q=0.2', BOTH)).toBe('gzip');
  });

  it('reads * as every encoding not named', () => {
    expect(chooseEncoding('*', BOTH)).toBe('br');
    expect(chooseEncoding('br;q=0, *', BOTH)).toBe('gzip');
    expect(chooseEncoding('*;q=0', BOTH)).toBe('identity');
  });
});
