import { describe, expect, it } from 'vitest';
import { eraseAccountSchema } from './contracts';
import { confirmsErasure, purgeSummary } from './erasure';

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

describe('purgeSummary', () => {
  it('says how many were erased, and who was kept for playing on', () => {
    expect(purgeSummary('Spring Hunt', { erasedUsers: 1, keptUsers: 0 })).toBe('Spring Hunt: 1 participant erased; the statistics stay, anonymous');
    expect(purgeSummary('Spring Hunt', { erasedUsers: 12, keptUsers: 2 })).toBe(
      'Spring Hunt: 12 participants erased; the statistics stay, anonymous; 2 participants who played on after it kept (purge that later event for them)',
    );
  });
});
