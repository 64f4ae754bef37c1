import { describe, expect, it } from 'vitest';
import { wordIn } from './messages';

describe('wordIn', () => {
  it('keeps the English as it was written, with its values in place', () => {
    expect(wordIn('en', 'This team is full: at most {max} members', { max: 2 })).toBe('This team is full: at most 2 members');
    expect(wordIn('en', "Only a completed event's participants can be erased: this one is {status}", { status: 'active' })).toBe(
      "Only a completed event's participants can be erased: this one is active",
    );
    expect(wordIn('en', "board must be 'teams'")).toBe("board must be 'teams'");
  });

  it('words a message in Spanish, counting with plurals and keeping quotes', () => {
    expect(wordIn('es', 'Too many wrong codes. Try again in {seconds} seconds.', { seconds: 1 })).toBe('Demasiados códigos incorrectos. Vuelve a intentarlo en 1 segundo.');
    expect(wordIn('es', 'This team is full: at most {max} members', { max: 4 })).toBe('Este equipo está completo: admite como máximo 4 miembros');
    expect(wordIn('es', "board must be 'teams'")).toBe("board tiene que ser 'teams'");
  });

  it('falls back to the English for a message the catalog lacks', () => {
    expect(wordIn('es', 'Nothing like this was ever said')).toBe('Nothing like this was ever said');
  });
});
