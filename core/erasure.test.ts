import { describe, expect, it } from 'vitest';
import { eraseAccountSchema } from './contracts';
import { confirmsErasure } from './erasure';

describe('confirmsErasure', () => {
  it('takes the e-mail in any letter case, with spaces around it', () => {
    expect(confirmsErasure('  Pat@Campus.EDU ', 'pat@campus.edu')).toBe(true);
  });

  it('refuses anything else', () => {
    for (const typed of ['', 'pat', 'pat@campus.ed', 'pat@campus.edu.', 'p at@campus.edu']) expect(confirmsErasure(typed, 'pat@campus.edu')).toBe(false);
  });
});

describe('eraseAccountSchema', () => {
  it('needs the confirmation as one line of text', () => {
    expect(eraseAccountSchema.safeParse({}).success).toBe(false);
    expect(eraseAccountSchema.safeParse({ confirm: 42 }).success).toBe(false);
    expect(eraseAccountSchema.safeParse({ confirm: 'a\nb' }).success).toBe(false);
    expect(eraseAccountSchema.parse({ confirm: ' pat@campus.edu ' })).toEqual({ confirm: 'pat@campus.edu' });
  });
});
