import { describe, expect, it } from 'vitest';
import { english, worded, wording, wordingOf } from './wording';

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
});
