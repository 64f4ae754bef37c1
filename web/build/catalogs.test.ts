import { describe, expect, it } from 'vitest';
import { allMessagesOf } from './catalogs';

describe('catalogs', () => {
  it('gathers every group of a language, the same ids in each language', () => {
    const spanish = allMessagesOf('es');
    const english = allMessagesOf('en');
    expect(spanish.size).toBeGreaterThan(50);
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
  });
});
