import { describe, it, expect } from 'vitest';
import { cleanName, displayName, initialsOf, maskEmail, neutralName, type EmailPolicy, type NamedUser } from './displayName';

const ID = '4f2a9c1e-0b7d-4e55-9a3c-2d1e8f6b7a90';

describe('displayName', () => {
  it('joins first and last name when both exist, whatever the e-mail policy', () => {
    for (const policy of ['full', 'masked', 'hidden'] as const) {
      expect(displayName({ id: ID, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@campus.edu' }, policy)).toBe('Ada Lovelace');
    }
  });

  it('trims surrounding whitespace from both names', () => {
    expect(displayName({ id: ID, firstName: '  Ada ', lastName: ' Lovelace  ' }, 'masked')).toBe('Ada Lovelace');
  });

  it('never takes the e-mail local part unless the e-mail is shown in full', () => {
    const user = { id: ID, firstName: 'Ada', lastName: null, email: 'alice.smith.private@campus.edu' };
    expect(displayName(user, 'masked')).toBe('Hunter 4F2A');
    expect(displayName(user, 'hidden')).toBe('Hunter 4F2A');
    expect(displayName(user, 'full')).toBe('alice.smith.private');
  });

  it('falls back when only the last name exists, or a name is whitespace only', () => {
    expect(displayName({ id: ID, lastName: 'Lovelace', email: 'lovelace@campus.edu' }, 'masked')).toBe('Hunter 4F2A');
    expect(displayName({ id: ID, firstName: '   ', lastName: 'Lovelace', email: 'al@campus.edu' }, 'full')).toBe('al');
    expect(displayName({ id: ID, firstName: 'Ada', lastName: '\t ', email: 'al@campus.edu' }, 'full')).toBe('al');
  });

  it('is the neutral name with no names and no usable e-mail', () => {
    expect(displayName({ id: ID }, 'full')).toBe('Hunter 4F2A');
    expect(displayName({ id: ID, firstName: null, lastName: null, email: null }, 'full')).toBe('Hunter 4F2A');
    expect(displayName({ id: ID, email: '@campus.edu' }, 'full')).toBe('Hunter 4F2A');
    expect(displayName({ id: ID, email: '\u202e\u200b@campus.edu' }, 'full')).toBe('Hunter 4F2A');
  });

  it('drops direction overrides and invisible characters from the names it shows', () => {
    expect(displayName({ id: ID, firstName: '\u202eAda', lastName: 'Love\u200blace\u2066' }, 'masked')).toBe('Ada Lovelace');
    expect(displayName({ id: ID, email: '\u202Ealice\u2069@campus.edu' }, 'full')).toBe('alice');
  });

  it('treats a name that cleans to nothing as missing', () => {
    expect(displayName({ id: ID, firstName: '\u202e\u200d', lastName: '\u3164', email: 'ada@campus.edu' }, 'masked')).toBe('Hunter 4F2A');
  });
});

describe('cleanName', () => {
  it('removes every bidi embedding, override and isolate', () => {
    const bidi = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069', '\u200e', '\u200f', '\u061c'];
    for (const char of bidi) expect(cleanName(`a${char}b`), char.codePointAt(0)?.toString(16)).toBe('ab');
  });

  it('removes zero-width and other invisible format characters', () => {
    const invisible = ['\u200b', '\u200c', '\u200d', '\u2060', '\u2061', '\u2062', '\u2063', '\u2064', '\ufeff', '\u00ad', '\u180e', '\u{e0041}', '\u3164', '\u115f', '\uffa0', '\u034f'];
    for (const char of invisible) expect(cleanName(`a${char}b`), char.codePointAt(0)?.toString(16)).toBe('ab');
  });

  it('collapses any white space, line separators included, and drops controls', () => {
    expect(cleanName(' Ada\u2028\t\u00a0 Lovelace\u3000')).toBe('Ada Lovelace');
    expect(cleanName('A\u0000d\u0085a\u009f')).toBe('Ada');
    expect(cleanName('Ada\tLovelace')).toBe('Ada Lovelace');
    expect(cleanName('a \u0000 b')).toBe('a b');
  });

  it('removes the blank Braille pattern, so a name cannot look empty', () => {
    expect(cleanName('\u2800\u2800')).toBe('');
    expect(cleanName('Ada\u2800')).toBe('Ada');
  });

  it('keeps letters of every script, their marks and emoji', () => {
    for (const name of ['Zoë', 'Łukasz', 'Ἀριστοτέλης', 'Владимир', 'محمد', 'שרה', 'विकास', '张伟', 'さくら', '김민준', 'Nguyễn', 'ẞtefan', 'Ana 🦊']) {
      expect(cleanName(name)).toBe(name);
    }
  });

  it('is empty for nothing', () => {
    expect(cleanName(null)).toBe('');
    expect(cleanName(undefined)).toBe('');
    expect(cleanName('\u202e \u200b ')).toBe('');
  });
});

describe('neutralName', () => {
  it('is the first four hex digits of the id, upper-cased', () => {
    expect(neutralName(ID)).toBe('Hunter 4F2A');
    expect(neutralName('0000abcd-0000-4000-8000-000000000000')).toBe('Hunter 0000');
  });
});

describe('the initials of a user', () => {
  // What the dashboard's and the admin's avatars show: the initials of the name shown beside them.
  const initials = (user: NamedUser, emails: EmailPolicy) => initialsOf(displayName(user, emails));

  it('uses the first letter of each name, upper-cased', () => {
    expect(initials({ id: ID, firstName: 'ada', lastName: 'lovelace', email: 'x@campus.edu' }, 'masked')).toBe('AL');
  });

  it('ignores leading whitespace and invisible characters in the names', () => {
    expect(initials({ id: ID, firstName: '  grace', lastName: '\u202e hopper' }, 'masked')).toBe('GH');
  });

  it('takes the e-mail only where the e-mail is shown in full', () => {
    expect(initials({ id: ID, firstName: 'Ada', email: 'zoe@campus.edu' }, 'full')).toBe('ZO');
    expect(initials({ id: ID, firstName: 'Ada', email: 'zoe@campus.edu' }, 'masked')).toBe('H4');
    expect(initials({ id: ID, firstName: 'Ada', lastName: '   ', email: 'kim@campus.edu' }, 'hidden')).toBe('H4');
  });

  it('is a single letter when the local part has only one character', () => {
    expect(initials({ id: ID, email: 'q@campus.edu' }, 'full')).toBe('Q');
  });

  it('keeps a leading emoji whole', () => {
    expect(initials({ id: ID, firstName: '🦊fox', lastName: 'Lee' }, 'masked')).toBe('🦊L');
  });

  it('are those of the name alone: the board, which has only the name, shows the same as the dashboard', () => {
    const cara = { id: ID, firstName: 'Cara', lastName: 'Cole', email: 'cara@campus.edu' };
    expect(initials(cara, 'full')).toBe('CC');
    // The board's entry carries only 'Cara Cole': its first two letters once made 'CA' there.
    expect(initialsOf('Cara Cole')).toBe('CC');
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first and last words, or the first two of a single word', () => {
    expect(initialsOf('Cara Cole')).toBe('CC');
    expect(initialsOf('Mary Ann Smith')).toBe('MS');
    expect(initialsOf('alice.smith')).toBe('AL');
    expect(initialsOf('Hunter 4F2A')).toBe('H4');
    expect(initialsOf('  q  ')).toBe('Q');
    expect(initialsOf('')).toBe('');
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
