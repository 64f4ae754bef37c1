import { describe, expect, it } from 'vitest';
import type { AdminUserDto, QrLinkDto } from '../../core/admin';
import { CliError } from '../lib/errors';
import { chooseLinks } from './qr';
import { findByEmail } from './users';

const link = (code: string): QrLinkDto => ({ id: 1, code, puzzlePieceId: 1, puzzlePieceName: `${code} Piece`, domain: 'https://x', isActive: true, place: null, screen: false, scanCount: 0, createdAt: '' });

describe('chooseLinks', () => {
  const links = ['INN001', 'LEAD02', 'CREAT3'].map(link);

  it('takes all links, or the chosen codes in the order given', () => {
    expect(chooseLinks(links, null).map((l) => l.code)).toEqual(['INN001', 'LEAD02', 'CREAT3']);
    expect(chooseLinks(links, ['CREAT3', 'INN001']).map((l) => l.code)).toEqual(['CREAT3', 'INN001']);
  });

  it('names unknown codes', () => {
    expect(() => chooseLinks(links, ['INN001', 'NOPE', 'GONE'])).toThrow(new CliError('No QR link with code NOPE, GONE (see `hunt qr list`)'));
  });
});

describe('findByEmail', () => {
  const users = [{ id: 'a', email: 'pat@campus.edu' }] as AdminUserDto[];

  it('matches e-mails case-insensitively and names a missing one', () => {
    expect(findByEmail(users, ' PAT@Campus.EDU ').id).toBe('a');
    expect(() => findByEmail(users, 'kim@campus.edu')).toThrow('No user with e-mail kim@campus.edu: they must sign in once first');
  });
});
