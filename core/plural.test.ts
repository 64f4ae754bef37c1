import { describe, expect, it } from 'vitest';
import { countOf, nounFor } from './plural';

describe('countOf', () => {
  it('says one thing in the singular and any other number in the plural', () => {
    expect(countOf(1, 'piece')).toBe('1 piece');
    expect(countOf(0, 'piece')).toBe('0 pieces');
    expect(countOf(9, 'piece')).toBe('9 pieces');
    expect(countOf(1, 'response')).toBe('1 response');
    expect(countOf(3, 'response')).toBe('3 responses');
  });

  it('takes an irregular plural', () => {
    expect(countOf(2, 'QR link', 'QR links')).toBe('2 QR links');
    expect(nounFor(1, 'person', 'people')).toBe('person');
    expect(nounFor(2, 'person', 'people')).toBe('people');
  });
});
