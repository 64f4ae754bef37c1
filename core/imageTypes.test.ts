import { describe, expect, it } from 'vitest';
import { isWithinUploadLimit, sniffImageType } from './imageTypes';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])));

describe('sniffImageType', () => {
  it('recognises PNG, JPEG, GIF and WebP by their bytes', () => {
    expect(sniffImageType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffImageType(bytes('GIF89a', 1))).toBe('image/gif');
    expect(sniffImageType(bytes('GIF87a', 1))).toBe('image/gif');
    expect(sniffImageType(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses SVG, text, truncated signatures and other RIFF files', () => {
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(sniffImageType(bytes('hello'))).toBeNull();
    expect(sniffImageType(bytes(0x89, 'PN'))).toBeNull();
    expect(sniffImageType(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe('isWithinUploadLimit', () => {
  it('allows exactly 500,000 bytes and refuses one more', () => {
    expect(isWithinUploadLimit(500_000)).toBe(true);
    expect(isWithinUploadLimit(500_001)).toBe(false);
  });
});
