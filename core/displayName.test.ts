import { describe, it, expect } from 'vitest';
import { displayName, initials, maskEmail } from './displayName';

describe('displayName', () => {
  it('joins first and last name when both exist', () => {
    expect(displayName({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@campus.edu' })).toBe('Ada Lovelace');
  });

  it('trims surrounding whitespace from both names', () => {
    expect(displayName({ firstName: '  Ada ', lastName: ' Lovelace  ' })).toBe('Ada Lovelace');
  });

  it('falls back to the e-mail local part when only the first name exists', () => {
    expect(displayName({ firstName: 'Ada', lastName: null, email: 'ada.l@campus.edu' })).toBe('ada.l');
  });

  it('falls back to the e-mail local part when only the last name exists', () => {
    expect(displayName({ lastName: 'Lovelace', email: 'lovelace@campus.edu' })).toBe('lovelace');
  });

  it('treats whitespace-only names as missing', () => {
    expect(displayName({ firstName: '   ', lastName: 'Lovelace', email: 'al@campus.edu' })).toBe('al');
    expect(displayName({ firstName: 'Ada', lastName: '\t ', email: 'al@campus.edu' })).toBe('al');
  });

  it("is 'Student' with no names and no e-mail", () => {
    expect(displayName({})).toBe('Student');
    expect(displayName({ firstName: null, lastName: null, email: null })).toBe('Student');
  });

  it("is 'Student' when the e-mail has an empty local part", () => {
    expect(displayName({ email: '@campus.edu' })).toBe('Student');
    expect(displayName({ email: '' })).toBe('Student');
  });
});

describe('initials', () => {
  it('uses the first letter of each name, upper-cased', () => {
    expect(initials({ firstName: 'ada', lastName: 'lovelace', email: 'x@campus.edu' })).toBe('AL');
  });

  it('ignores leading whitespace in the names', () => {
    expect(initials({ firstName: '  grace', lastName: ' hopper' })).toBe('GH');
  });

  it('uses the first two letters of the e-mail local part when a name is missing', () => {
    expect(initials({ firstName: 'Ada', email: 'zoe@campus.edu' })).toBe('ZO');
  });

  it('uses the first two letters of the local part when a name is whitespace only', () => {
    expect(initials({ firstName: 'Ada', lastName: '   ', email: 'kim@campus.edu' })).toBe('KI');
  });

  it("is 'ST' for a user shown as 'Student'", () => {
    expect(initials({})).toBe('ST');
  });

  it('is a single letter when the local part has only one character', () => {
    expect(initials({ email: 'q@campus.edu' })).toBe('Q');
  });
});

describe('maskEmail', () => {
  it('keeps the first letter and the domain', () => {
    expect(maskEmail('alice@campus.edu')).toBe('a•••@campus.edu');
  });

  it('hides the length of the local part', () => {
    expect(maskEmail('b@campus.edu')).toBe('b•••@campus.edu');
    expect(maskEmail('bartholomew@campus.edu')).toBe('b•••@campus.edu');
  });

  it('keeps only the domain after the last @', () => {
    expect(maskEmail('"a@b"@campus.edu')).toBe('"•••@campus.edu');
  });

  it('masks everything when there is no local part or no @', () => {
    expect(maskEmail('@campus.edu')).toBe('•••');
    expect(maskEmail('not-an-email')).toBe('•••');
  });
});
