import { describe, expect, it } from 'vitest';
import { pieceBody, pieceFormFrom, validatePieceForm } from './pieces';

describe('piece form', () => {
  it('needs a name and an http(s) URL when a URL is given', () => {
    expect(validatePieceForm({ name: ' ', description: '', imageUrl: '', eventId: 'every' })).toEqual({ name: 'Name is required' });
    expect(validatePieceForm({ name: 'A', description: '', imageUrl: 'javascript:alert(1)', eventId: 'every' })).toEqual({ imageUrl: 'Image URL must start with http:// or https://' });
    expect(validatePieceForm({ name: 'A', description: '', imageUrl: 'data:image/png;base64,AA', eventId: 'every' })).toEqual({});
    expect(validatePieceForm({ name: 'A', description: '', imageUrl: 'https://x.org/a.png', eventId: 'every' })).toEqual({});
    expect(validatePieceForm({ name: '', description: '', imageUrl: 'ftp://x', eventId: 'every' })).toEqual({ name: 'Name is required', imageUrl: 'Image URL must start with http:// or https://' });
  });

  it("refuses pasted control characters as the server does (newlines only in the description)", () => {
    expect(validatePieceForm({ name: 'A\u0000', description: '', imageUrl: '', eventId: 'every' })).toEqual({ name: 'Name must not contain control characters' });
    expect(validatePieceForm({ name: 'A', description: 'ring \u0007', imageUrl: '', eventId: 'every' })).toEqual({ description: 'Description must not contain control characters' });
    expect(validatePieceForm({ name: 'A', description: 'two\nlines', imageUrl: '', eventId: 'every' })).toEqual({});
  });

  it('trims and sends empty fields as null', () => {
    expect(pieceBody({ name: ' Innovation ', description: ' ', imageUrl: '', eventId: 'every' })).toEqual({
      name: 'Innovation',
      imageUrl: null,
      description: null,
      eventId: null,
    });
    expect(pieceBody({ name: 'Own', description: '', imageUrl: '', eventId: '7' }).eventId).toBe(7);
  });

  it('starts editing from the stored piece', () => {
    expect(
      pieceFormFrom({ id: 1, name: 'A', imageUrl: null, description: null, qrLinkCount: 0, collectedCount: 0, eventId: 3 }),
    ).toEqual({ name: 'A', description: '', imageUrl: '', eventId: '3' });
  });
});
