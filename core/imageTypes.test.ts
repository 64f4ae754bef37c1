import { describe, expect, it } from 'vitest';
import { imageUrlLabel, isImageReference, isUploadedImage, isWithinUploadLimit, sniffImageType } from './imageTypes';

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

describe('image labels', () => {
  it('calls stored and embedded images "Uploaded image"', () => {
    expect(imageUrlLabel('/api/images/0b9d6c1e-8c1f-4a57-9a43-0d0c3f1d2e4a')).toBe('Uploaded image');
    expect(imageUrlLabel('data:image/png;base64,iVBOR')).toBe('Uploaded image');
    expect(isUploadedImage('DATA:image/gif;base64,R0lG')).toBe(true);
  });

  it('says "No image" when there is none and shows a URL as it is', () => {
    expect(imageUrlLabel(null)).toBe('No image');
    expect(imageUrlLabel('  ')).toBe('No image');
    expect(imageUrlLabel('https://cdn.example.org/piece.png')).toBe('https://cdn.example.org/piece.png');
    expect(isUploadedImage('https://cdn.example.org/piece.png')).toBe(false);
  });
});

describe('isImageReference', () => {
  it('accepts http(s) URLs, stored uploads and data: URLs, nothing else', () => {
    expect(isImageReference('https://cdn.example.org/piece.png')).toBe(true);
    expect(isImageReference('HTTP://cdn.example.org/piece.png')).toBe(true);
    expect(isImageReference('/api/images/0b9d6c1e-8c1f-4a57-9a43-0d0c3f1d2e4a')).toBe(true);
    expect(isImageReference('data:image/png;base64,iVBOR')).toBe(true);
    expect(isImageReference('ftp://x.org/a.png')).toBe(false);
    expect(isImageReference('https://x.org/a b.png')).toBe(false);
    expect(isImageReference('/api/images/../secrets')).toBe(false);
    expect(isImageReference('javascript:alert(1)')).toBe(false);
  });
});
