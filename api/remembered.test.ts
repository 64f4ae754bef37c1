import { describe, expect, it } from 'vitest';
import { Remembered } from './remembered';

describe('Remembered', () => {
  it('works an answer out once per text and keeps it', () => {
    const remembered = new Remembered<number>(10, 20);
    let worked = 0;
    const length = (text: string) => (worked++, text.length);
    expect([remembered.of('gzip, br', length), remembered.of('gzip, br', length), remembered.of('br', length)]).toEqual([8, 8, 2]);
    expect(worked).toBe(2);
  });

  it('never keeps a text longer than its limit, and starts over when full', () => {
    const remembered = new Remembered<string>(2, 5);
    remembered.keep('toolong', 'x');
    expect(remembered.get('toolong')).toBeUndefined();
    remembered.keep('a', '1');
    remembered.keep('b', '2');
    expect(remembered.size).toBe(2);
    remembered.keep('c', '3');
    expect([remembered.size, remembered.get('a'), remembered.get('c')]).toEqual([1, undefined, '3']);
  });
});
