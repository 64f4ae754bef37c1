import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './acceptEncoding';

describe('chooseEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip, br', 'br'],
    ['BR;Q=1, GZIP', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0.1', 'gzip'],
    ['deflate', 'identity'],
    ['*', 'br'],
    ['*;q=0.2, gzip;q=0.8', 'gzip'],
    ['identity', 'identity'],
    ['br;q=0, gzip;q=0, identity;q=0', 'identity'],
    ['gzip;q=nonsense, br;q=0.1', 'br'],
    [' , ;q=1, gzip ;q=1 ', 'gzip'],
  ])('%j → %s', (header, encoding) => {
    expect(chooseEncoding(header)).toBe(encoding);
    // Asked again, the remembered answer is the same.
    expect(chooseEncoding(header)).toBe(encoding);
  });
});
