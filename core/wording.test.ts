import { describe, expect, it } from 'vitest';
import { english, wordMessage, worded, wording, wordingOf, type WordingCatalog } from './wording';

describe('wording', () => {
  it('builds the English with its values, and remembers the template of a worded message', () => {
    expect(english({ template: '{field} must be at most {max} characters', values: { field: 'clue', max: 500 } })).toBe('clue must be at most 500 characters');
    expect(worded('{field} must be a date', { field: 'sendAt' })).toBe('sendAt must be a date');
    expect(wordingOf('sendAt must be a date')).toEqual({ template: '{field} must be a date', values: { field: 'sendAt' } });
    expect(wordingOf('a message nobody built')).toBeUndefined();
  });

  it('leaves an unknown placeholder as it is, and remembers nothing of a message it only words', () => {
    expect(wording('{key} must be {shape}', { key: 'q1x' })).toEqual({ template: '{key} must be {shape}', values: { key: 'q1x' }, message: 'q1x must be {shape}' });
    expect(wordingOf('q1x must be {shape}')).toBeUndefined();
  });

  it('words a message in a catalog: its very words, else its template with the field in words, else as it came', () => {
    const words: Record<string, string> = { '{field} must be at most {max} characters': '{field} tiene que tener como máximo {max} caracteres', clue: 'la pista', 'Name is required': 'Falta el nombre' };
    const spanish: WordingCatalog = {
      has: (id) => id in words,
      word: (id, values) => english({ template: words[id] ?? id, values }),
    };
    expect(wordMessage(spanish, worded('{field} must be at most {max} characters', { field: 'clue', max: 500 }))).toBe('la pista tiene que tener como máximo 500 caracteres');
    expect(wordMessage(spanish, worded('{field} must be at most {max} characters', { field: 'perPage', max: 4 }))).toBe('perPage tiene que tener como máximo 4 caracteres');
    expect(wordMessage(spanish, 'Name is required')).toBe('Falta el nombre');
    expect(wordMessage(spanish, worded('{field} must be a date', { field: 'clue' }))).toBe('clue must be a date');
    expect(wordMessage(spanish, 'Too big: expected string to have <=200 characters')).toBe('Too big: expected string to have <=200 characters');
  });
});
