import { describe, expect, it } from 'vitest';
import { breakPoints } from './breakPoints';

describe('breakPoints', () => {
  it('splits an address after its punctuation, keeping every character', () => {
    expect(breakPoints('organiser@example.edu')).toEqual(['organiser@', 'example.', 'edu']);
    expect(breakPoints('http://localhost:3201')).toEqual(['http:', '/', '/', 'localhost:', '3201']);
    expect(breakPoints('https://cdn.campus.edu/piece_1.png?size=2').join('')).toBe('https://cdn.campus.edu/piece_1.png?size=2');
  });

  it('leaves a word alone', () => {
    expect(breakPoints('Innovation')).toEqual(['Innovation']);
    expect(breakPoints('')).toEqual(['']);
  });
});
