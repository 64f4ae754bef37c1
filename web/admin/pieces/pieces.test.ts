import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/language';
import { emptyPieceForm, pieceBody, pieceFormFrom, validatePieceForm, type PieceForm } from './pieces';

beforeAll(() => activateLanguage('en', ['admin']));

const form = (fields: Partial<PieceForm>): PieceForm => ({ ...emptyPieceForm(), name: 'A', ...fields });

describe('piece form', () => {
  it('needs a name and an http(s) URL when a URL is given', () => {
    expect(validatePieceForm(form({ name: ' ' }))).toEqual({ name: 'Name is required' });
    expect(validatePieceForm(form({ imageUrl: 'javascript:alert(1)' }))).toEqual({ imageUrl: 'Image URL must start with http:// or https://' });
    expect(validatePieceForm(form({ imageUrl: 'data:image/png;base64,AA' }))).toEqual({});
    expect(validatePieceForm(form({ imageUrl: 'https://x.org/a.png' }))).toEqual({});
    expect(validatePieceForm(form({ name: '', imageUrl: 'ftp://x' }))).toEqual({ name: 'Name is required', imageUrl: 'Image URL must start with http:// or https://' });
    expect(validatePieceForm(form({ clueImageUrl: 'ftp://x' }))).toEqual({ clueImageUrl: 'Image URL must start with http:// or https://' });
  });

  it("refuses pasted control characters as the server does (newlines only in the description and clue)", () => {
    expect(validatePieceForm(form({ name: 'A\u0000' }))).toEqual({ name: 'Name must not contain control characters' });
    expect(validatePieceForm(form({ description: 'ring \u0007' }))).toEqual({ description: 'Description must not contain control characters' });
    expect(validatePieceForm(form({ description: 'two\nlines', clue: 'a riddle\nin two lines' }))).toEqual({});
  });

  it('keeps a clue to 500 characters and each hint to a text and a whole cost', () => {
    expect(validatePieceForm(form({ clue: 'x'.repeat(501) }))).toEqual({ clue: 'Clue must be at most 500 characters' });
    expect(
      validatePieceForm(
        form({
          hints: [
            { text: 'Look up', cost: '5' },
            { text: ' ', cost: '1.5' },
            { text: 'Near the lake', cost: '-1' },
          ],
        }),
      ),
    ).toEqual({
      hint1Text: 'Hint 2 is required',
      hint1Cost: 'Cost must be a whole number from 0 to 100000',
      hint2Cost: 'Cost must be a whole number from 0 to 100000',
    });
  });

  it('trims and sends empty fields as null, hints with their costs as numbers', () => {
    expect(pieceBody(form({ name: ' Innovation ', description: ' ', clue: '  ', hints: [{ text: ' Look up ', cost: ' 5 ' }] }))).toEqual({
      name: 'Innovation',
      imageUrl: null,
      description: null,
      eventId: null,
      clue: null,
      clueImageUrl: null,
      hints: [{ text: 'Look up', cost: 5 }],
    });
    expect(pieceBody(form({ eventId: '7' })).eventId).toBe(7);
  });

  it('starts editing from the stored piece', () => {
    expect(
      pieceFormFrom({
        id: 1,
        name: 'A',
        imageUrl: null,
        description: null,
        qrLinkCount: 0,
        collectedCount: 0,
        eventId: 3,
        clue: 'Where the river bends',
        clueImageUrl: null,
        hints: [{ text: 'By the bridge', cost: 10 }],
        hintReveals: 0,
        hintPoints: 0,
      }),
    ).toEqual({ name: 'A', description: '', imageUrl: '', eventId: '3', clue: 'Where the river bends', clueImageUrl: '', hints: [{ text: 'By the bridge', cost: '10' }] });
  });
});

it('names a field and its problem in Spanish too', async () => {
  await activateLanguage('es', ['admin']);
  expect(validatePieceForm({ ...emptyPieceForm(), name: ' ' })).toEqual({ name: 'Nombre: es obligatorio' });
  await activateLanguage('en', ['admin']);
});
