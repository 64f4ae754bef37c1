import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage } from './language';
import type { PieceDto } from '../../core/contracts';
import { greetingFor, summariseCollection } from './collection';

const piece = (id: number): PieceDto => ({ id, position: id, collected: false, clue: null, clueImageUrl: null, hints: [] });
const entry = (puzzlePieceId: number) => ({ puzzlePieceId, collectedAt: '2025-01-01T00:00:00Z' });

describe('summariseCollection', () => {
  it('counts only held pieces that still exist and rounds the percentage', () => {
    const pieces = [1, 2, 3].map(piece);
    const summary = summariseCollection(pieces, [entry(1), entry(99)]);
    expect(summary).toEqual({ collected: 1, total: 3, percentage: 33 });
  });

  it('gives 0% while there are no pieces', () => {
    expect(summariseCollection([], []).percentage).toBe(0);
  });
});

describe('greetingFor', () => {
  beforeAll(() => activateLanguage('en'));
  const entry = { puzzlePieceId: 1, collectedAt: '2026-11-27T10:00:00.000Z' };

  it("says 'Welcome' on the first sign-in of a student who holds nothing yet", () => {
    expect(greetingFor({ firstSignIn: true }, [])).toBe('Welcome');
    expect(greetingFor({ firstSignIn: true }, undefined)).toBe('Welcome');
  });

  it("says 'Welcome back' on any later sign-in, and once the first piece is held", () => {
    expect(greetingFor({ firstSignIn: false }, [])).toBe('Welcome back');
    expect(greetingFor({ firstSignIn: false }, undefined)).toBe('Welcome back');
    expect(greetingFor({ firstSignIn: true }, [entry])).toBe('Welcome back');
  });

  it('greets in the language in use', async () => {
    await activateLanguage('es', ['play']);
    expect(greetingFor({ firstSignIn: false }, [])).toBe('Hola de nuevo');
    await activateLanguage('en');
  });
});
