import { describe, expect, it } from 'vitest';
import { checkImageFile, pieceBody, pieceFormFrom, validatePieceForm } from './pieces';

describe('checkImageFile', () => {
  it('accepts images up to 500,000 bytes', () => {
    expect(checkImageFile({ size: 500_000, type: 'image/png' })).toBe('ok');
    expect(checkImageFile({ size: 10, type: 'image/webp' })).toBe('ok');
  });

  it('refuses larger files and other types', () => {
    expect(checkImageFile({ size: 500_001, type: 'image/jpeg' })).toBe('too-large');
    expect(checkImageFile({ size: 100, type: 'image/svg+xml' })).toBe('unsupported-type');
  });
});

describe('piece form', () => {
  it('needs a name and an http(s) URL when a URL is given', () => {
    expect(validatePieceForm({ name: ' ', description: '', imageUrl: '' })).toBe('Name is required');
    expect(validatePieceForm({ name: 'A', description: '', imageUrl: 'javascript:alert(1)' })).toMatch(/http/);
    expect(validatePieceForm({ name: 'A', description: '', imageUrl: 'data:image/png;base64,AA' })).toBeNull();
    expect(validatePieceForm({ name: 'A', description: '', imageUrl: 'https://x.org/a.png' })).toBeNull();
  });

  it("refuses pasted control characters as the server does (newlines only in the description)", () => {
    expect(validatePieceForm({ name: 'A\u0000', description: '', imageUrl: '' })).toBe('Name must not contain control characters');
    expect(validatePieceForm({ name: 'A', description: 'ring \u0007', imageUrl: '' })).toBe('Description must not contain control characters');
    expect(validatePieceForm({ name: 'A', description: 'two\nlines', imageUrl: '' })).toBeNull();
  });

  it('trims and sends empty fields as null', () => {
    expect(pieceBody({ name: ' Innovation ', description: ' ', imageUrl: '' })).toEqual({
      name: 'Innovation',
      imageUrl: null,
      description: null,
    });
  });

  it('starts editing from the stored piece', () => {
    expect(
      pieceFormFrom({ id: 1, name: 'A', imageUrl: null, description: null, qrLinkCount: 0, collectedCount: 0 }),
    ).toEqual({ name: 'A', description: '', imageUrl: '' });
  });
});
