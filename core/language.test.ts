import { describe, expect, it } from 'vitest';
import { acceptedLanguages, asLanguage, resolveLanguage } from './language';

describe('asLanguage', () => {
  it('reads a language we speak from any of its regional tags, whatever the case', () => {
    expect(asLanguage('es-MX')).toBe('es');
    expect(asLanguage('ES')).toBe('es');
    expect(asLanguage('en_GB')).toBe('en');
  });

  it('finds nothing in a language we do not speak or in nothing at all', () => {
    expect(asLanguage('fr-FR')).toBeUndefined();
    expect(asLanguage('')).toBeUndefined();
    expect(asLanguage(null)).toBeUndefined();
  });
});

describe('acceptedLanguages', () => {
  it('orders the tags by quality, keeping the header order between equals', () => {
    expect(acceptedLanguages('fr;q=0.5, es-MX, en;q=0.8, de')).toEqual(['es-MX', 'de', 'en', 'fr']);
  });

  it('drops the tags the reader refuses (q=0) and the wildcard', () => {
    expect(acceptedLanguages('es;q=0, en, *;q=0.1')).toEqual(['en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});

describe('resolveLanguage', () => {
  it('takes the reader’s own choice before anything else', () => {
    expect(resolveLanguage({ chosen: 'en', preferred: ['es'], eventDefault: 'es' })).toBe('en');
  });

  it('takes the first of the reader’s languages we speak when they have not chosen', () => {
    expect(resolveLanguage({ chosen: 'klingon', preferred: ['fr', 'es-AR', 'en'], eventDefault: 'en' })).toBe('es');
  });

  it('falls back to the event’s default when we speak none of the reader’s languages', () => {
    expect(resolveLanguage({ preferred: ['fr', 'de'], eventDefault: 'es' })).toBe('es');
  });

  it('speaks English when nothing else applies', () => {
    expect(resolveLanguage({})).toBe('en');
    expect(resolveLanguage({ preferred: ['fr'], eventDefault: null })).toBe('en');
  });
});
