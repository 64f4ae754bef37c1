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

  it('words a message inside another in the same language', () => {
    const tooMany = { template: 'would print codes smaller than {cm} cm: at most {max} fit on one {paper} page', values: { cm: 6, max: 4, paper: 'A4' } };
    expect(wordIn('en', 'perPage {perPage} {problem}', { perPage: 5, problem: tooMany })).toBe('perPage 5 would print codes smaller than 6 cm: at most 4 fit on one A4 page');
    expect(wordIn('es', 'perPage {perPage} {problem}', { perPage: 5, problem: tooMany })).toBe('perPage 5 imprimiría códigos de menos de 6 cm: caben como máximo 4 en una página A4');
    const unsupported = { template: 'Only PNG, JPEG, WebP or GIF images are accepted' };
    expect(wordIn('es', 'questions.{index}.imageUrl: {problem}', { index: 0, problem: unsupported })).toBe('questions.0.imageUrl: Solo se aceptan imágenes PNG, JPEG, WebP o GIF');
  });

  it('falls back to the English for a message the catalog lacks', () => {
    expect(wordIn('es', 'Nothing like this was ever said')).toBe('Nothing like this was ever said');
  });
});
