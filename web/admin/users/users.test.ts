import { describe, expect, it } from 'vitest';
import type { AdminUserDto } from '../../../core/admin';
import { emptyUsersText, filterUsers, piecesText, roleChangeQuestion, roleToggle } from './users';

const user = (over: Partial<AdminUserDto>): AdminUserDto => ({
  id: 'u',
  email: 'someone@campus.edu',
  firstName: null,
  lastName: null,
  role: 'user',
  collectionCount: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
  profileImageUrl: null,
  disqualifiedAt: null,
  openMarks: 0,
  totalPoints: 0,
  completedAt: null,
  rank: null,
  tier: null,
  prize: null,
  team: null,
  division: null,
  ...over,
});

describe('filterUsers', () => {
  const users = [
    user({ id: '1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@campus.edu' }),
    user({ id: '2', email: 'grace.hopper@campus.edu' }),
    user({ id: '3', firstName: 'Alan', lastName: 'Turing', email: 'at@other.org' }),
  ];

  it('returns everyone for an empty or blank query', () => {
    expect(filterUsers(users, '')).toHaveLength(3);
    expect(filterUsers(users, '   ')).toHaveLength(3);
  });

  it('matches the display name, either name or the e-mail, ignoring case', () => {
    expect(filterUsers(users, 'ada LOVE').map((u) => u.id)).toEqual(['1']);
    expect(filterUsers(users, 'turing').map((u) => u.id)).toEqual(['3']);
    expect(filterUsers(users, 'GRACE').map((u) => u.id)).toEqual(['2']);
    expect(filterUsers(users, 'campus.edu').map((u) => u.id)).toEqual(['1', '2']);
    expect(filterUsers(users, 'nobody')).toEqual([]);
  });
});

describe('texts', () => {
  it('says which search found nothing', () => {
    expect(emptyUsersText('')).toBe('No users found');
    expect(emptyUsersText(' zed ')).toBe('No users found matching "zed"');
  });

  it('toggles between the two roles', () => {
    expect(roleToggle('user')).toEqual({ next: 'admin', label: 'Promote to Admin' });
    expect(roleToggle('admin')).toEqual({ next: 'user', label: 'Demote to User' });
  });

  it('asks before a role changes, saying that a promotion shows every e-mail address', () => {
    const promote = roleChangeQuestion('Ada Lovelace', 'admin');
    expect(promote).toMatchObject({ title: 'Make Ada Lovelace an admin?', confirmLabel: 'Promote' });
    expect(promote.description).toContain("every participant's name and e-mail address");
    expect(roleChangeQuestion('Ada Lovelace', 'user')).toMatchObject({ title: 'Make Ada Lovelace a user again?', confirmLabel: 'Demote' });
  });

  it('counts pieces', () => {
    expect(piecesText(0)).toBe('0 pieces');
    expect(piecesText(1)).toBe('1 piece');
    expect(piecesText(9)).toBe('9 pieces');
  });
});
