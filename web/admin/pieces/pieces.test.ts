import { describe, expect, it } from 'vitest';
import { pieceBody, pieceFormFrom, validatePieceForm } from './pieces';

describe('piece form', () => {
  it('needs a name and an http(s) URL when a URL is given', () => {
    expect(validatePieceForm({ name: ' ', description: '', imageUrl: '' })).toEqual({ name: 'Name is required' });
    expect(validatePieceForm({ name: 'A', description: '', imageUrl: 'javascript:alert(1)' })).toEqual({ imageUrl: 'Image URL must start with http:// or https://' });
    expect(validatePieceForm({ name: 'A', description: '', imageUrl: 'data:image/png;base64,AA' })).toEqual({});
    expect(validatePieceForm({ name: 'A', description: '', imageUrl: 'https://x.org/a.png' })).toEqual({});
    expect(validatePieceForm({ name: '', description: '', imageUrl: 'ftp://x' })).toEqual({ name: 'Name is required', imageUrl: 'Image URL must start with http:// or https://' });
  });

  it("refuses pasted control characters as the server does (newlines only in the description)", () => {
    expect(validatePieceForm({ name: 'A\u0000', description: '', imageUrl: '' })).toEqual({ name: 'Name must not contain control characters' });
    expect(validatePieceForm({ name: 'A', description: 'ring \u0007', imageUrl: '' })).toEqual({ description: 'Description must not contain control characters' });
    expect(validatePieceForm({ name: 'A', description: 'two\nlines', imageUrl: '' })).toEqual({});
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
