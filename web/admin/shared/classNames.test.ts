import { describe, expect, it } from 'vitest';
import { classNames } from './classNames';

describe('classNames', () => {
  it('joins the names that apply and leaves out the rest', () => {
    expect(classNames('btn', false, 'small', undefined, null, '')).toBe('btn small');
  });

  it('is empty when none applies', () => {
    expect(classNames(false, undefined)).toBe('');
  });
});
