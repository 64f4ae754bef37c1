import { describe, expect, it } from 'vitest';
import { decodeDataUrl, isDataUrl } from './images';

describe('decodeDataUrl', () => {
  it('decodes base64, whatever the declared type', () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 255]);
    expect(decodeDataUrl(`data:image/png;base64,${bytes.toString('base64')}`).equals(bytes)).toBe(true);
    expect(decodeDataUrl(`DATA:;BASE64,${bytes.toString('base64')}`).equals(bytes)).toBe(true);
  });

  it('ignores whitespace inside base64 (line-wrapped data URLs)', () => {
    expect(decodeDataUrl('data:image/gif;base64,R0lG\nODlh').toString('latin1')).toBe('GIF89a');
  });

  it('decodes percent-encoded bytes, binary included', () => {
    expect([...decodeDataUrl('data:image/png,%89PNG%0D%0A')]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]);
    expect(decodeDataUrl('data:,<svg/>').toString()).toBe('<svg/>');
  });

  it('refuses malformed data URLs and base64', () => {
    expect(() => decodeDataUrl('data:image/png;base64')).toThrow('imageUrl is not a valid data URL');
    expect(() => decodeDataUrl('data:image/png;base64,abc$')).toThrow('imageUrl is not valid base64');
  });
});

describe('isDataUrl', () => {
  it('recognises data: URLs only', () => {
    expect(isDataUrl('data:image/png;base64,AAAA')).toBe(true);
    expect(isDataUrl('Data:image/png,x')).toBe(true);
    expect(isDataUrl('https://cdn.example/a.png')).toBe(false);
    expect(isDataUrl(null)).toBe(false);
  });
});
