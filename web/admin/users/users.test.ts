import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/language';
import type { AdminUserDto } from '../../../core/admin';
import {
  ALL,
  emptyUsersText,
  filterNames,
  filterOptions,
  filterUsers,
  filterValue,
  piecesText,
  roleChangeQuestion,
  roleToggle,
  teamAndDivisionShown,
  userColumns,
  userFilterOf,
  withUserFilter,
} from './users';

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
  beforeAll(() => activateLanguage('en', ['admin']));

  it('says which search, team or division found nothing', () => {
    expect(emptyUsersText(i18n, '')).toBe('No users found');
    expect(emptyUsersText(i18n, ' zed ')).toBe('No users found matching "zed"');
    expect(emptyUsersText(i18n, '', 'Owls')).toBe('No users found in Owls');
    expect(emptyUsersText(i18n, 'zed', 'Owls and Science')).toBe('No users found in Owls and Science matching "zed"');
  });

  it('toggles between the two roles', () => {
    expect(roleToggle(i18n, 'user')).toEqual({ next: 'admin', label: 'Promote to Admin' });
    expect(roleToggle(i18n, 'admin')).toEqual({ next: 'user', label: 'Demote to User' });
  });

  it('asks before a role changes, saying that a promotion shows every e-mail address', () => {
    const promote = roleChangeQuestion(i18n, 'Ada Lovelace', 'admin');
    expect(promote).toMatchObject({ title: 'Make Ada Lovelace an admin?', confirmLabel: 'Promote' });
    expect(promote.description).toContain("every participant's name and e-mail address");
    expect(roleChangeQuestion(i18n, 'Ada Lovelace', 'user')).toMatchObject({ title: 'Make Ada Lovelace a user again?', confirmLabel: 'Demote' });
  });

  it('counts pieces', () => {
    expect(piecesText(i18n, 0)).toBe('0 pieces');
    expect(piecesText(i18n, 1)).toBe('1 piece');
    expect(piecesText(i18n, 9)).toBe('9 pieces');
  });

  it('speaks Spanish too', async () => {
    await activateLanguage('es', ['admin']);
    expect(piecesText(i18n, 1)).toBe('1 pieza');
    expect(emptyUsersText(i18n, 'zed', 'Owls')).toBe('No hay usuarios en Owls que coincidan con «zed»');
    await activateLanguage('en', ['admin']);
  });
});

describe('filtering by team and division', () => {
  beforeAll(() => activateLanguage('en', ['admin']));
  const lists = { teams: [{ id: 4, name: 'Owls' }, { id: 7, name: 'Foxes' }], divisions: [{ id: 2, name: 'Science' }] };
  const params = (query: string) => new URLSearchParams(query);

  it('reads the team and the division from the address, beside the event', () => {
    expect(userFilterOf(params('event=3&team=4'), lists)).toEqual({ teamId: 4 });
    expect(userFilterOf(params('event=3&division=2'), lists)).toEqual({ divisionId: 2 });
    expect(userFilterOf(params('team=7&division=2'), lists)).toEqual({ teamId: 7, divisionId: 2 });
    expect(userFilterOf(params('event=3'), lists)).toEqual({});
  });

  it('drops a team or division that is not the event’s, or not an id, once the lists are in', () => {
    expect(userFilterOf(params('team=9&division=5'), lists)).toEqual({});
    expect(userFilterOf(params('team=owls&division=-2'), lists)).toEqual({});
    expect(userFilterOf(params('team=9&division=5'), { teams: undefined, divisions: undefined })).toEqual({ teamId: 9, divisionId: 5 });
  });

  it('changes one filter in the address, keeping the event and the other', () => {
    expect(withUserFilter(params('event=3&division=2'), 'team', '4').toString()).toBe('event=3&division=2&team=4');
    expect(withUserFilter(params('event=3&team=4&division=2'), 'team', ALL).toString()).toBe('event=3&division=2');
  });

  it('offers everyone first, then the event’s teams or divisions, and shows the one chosen', () => {
    expect(filterOptions('All teams', lists.teams)).toEqual([
      { value: ALL, label: 'All teams' },
      { value: '4', label: 'Owls' },
      { value: '7', label: 'Foxes' },
    ]);
    expect(filterValue({ teamId: 4 }, 'team')).toBe('4');
    expect(filterValue({ teamId: 4 }, 'division')).toBe(ALL);
  });

  it('names the team and division filtered by', () => {
    expect(filterNames(i18n, {}, lists)).toBeNull();
    expect(filterNames(i18n, { teamId: 7 }, lists)).toBe('Foxes');
    expect(filterNames(i18n, { teamId: 4, divisionId: 2 }, lists)).toBe('Owls and Science');
  });

  it('shows the Team column while the event is played in teams, and Division once it has divisions', () => {
    expect(teamAndDivisionShown({ mode: 'solo' }, [])).toEqual({ teams: false, divisions: false });
    expect(teamAndDivisionShown({ mode: 'teams' }, undefined)).toEqual({ teams: true, divisions: false });
    expect(teamAndDivisionShown({ mode: 'solo' }, lists.divisions)).toEqual({ teams: false, divisions: true });
    expect(teamAndDivisionShown(undefined, undefined)).toEqual({ teams: false, divisions: false });
    expect(userColumns(i18n, { teams: true, divisions: true })).toEqual(['User', 'Email', 'Team', 'Division', 'Role', 'Progress', 'Actions']);
    expect(userColumns(i18n, { teams: false, divisions: true })).toEqual(['User', 'Email', 'Division', 'Role', 'Progress', 'Actions']);
    expect(userColumns(i18n, { teams: false, divisions: false })).toEqual(['User', 'Email', 'Role', 'Progress', 'Actions']);
  });
});
