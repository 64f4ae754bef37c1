import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage } from './language';
import type { TeamMemberDto } from '../../core/teams';
import { completionLine, invites, membersLine, teamChoices } from './team';

const member = (userId: string): TeamMemberDto => ({ userId, name: userId, profileImageUrl: null, totalPoints: 0, piecesFound: 0, me: false });

describe('teamChoices', () => {
  it('lets students create or join while teams are open and they form them', () => {
    expect(teamChoices({ open: true, teamFormation: 'students' })).toEqual({ create: true, join: true, note: null });
  });

  it('lets students only join by code when the organisers form the teams', () => {
    expect(teamChoices({ open: true, teamFormation: 'organisers' })).toEqual({ create: false, join: true, note: 'organisers' });
  });

  it('offers nothing once teams are closed, whoever forms them', () => {
    expect(teamChoices({ open: false, teamFormation: 'students' })).toEqual({ create: false, join: false, note: 'closed' });
    expect(teamChoices({ open: false, teamFormation: 'organisers' })).toEqual({ create: false, join: false, note: 'closed' });
  });
});

describe('invites', () => {
  it('shows the invitation while teams are open and the team has room', () => {
    expect(invites({ open: true, teamSize: 3 }, { members: [member('a'), member('b')] })).toBe(true);
  });

  it('hides it for a full team and once teams are closed', () => {
    expect(invites({ open: true, teamSize: 2 }, { members: [member('a'), member('b')] })).toBe(false);
    expect(invites({ open: false, teamSize: 5 }, { members: [member('a')] })).toBe(false);
  });
});

describe('the team page lines', () => {
  beforeAll(() => activateLanguage('en', ['play']));

  it('counts members against the team size', () => {
    expect(membersLine(1, 5)).toBe('1 of 5 members');
    expect(membersLine(2, 2)).toBe('2 of 2 members');
  });

  it('says what is left, or that the collection is complete', () => {
    expect(completionLine({ collected: 8, total: 9, completedAt: null })).toBe('1 piece left to complete the collection.');
    expect(completionLine({ collected: 3, total: 9, completedAt: null })).toBe('6 pieces left to complete the collection.');
    expect(completionLine({ collected: 9, total: 9, completedAt: '2026-11-27T10:00:00.000Z' })).toBe('Your team completed the collection!');
    expect(completionLine({ collected: 0, total: 0, completedAt: null })).toBe('No pieces to find yet.');
  });

  it('says them in the language in use', async () => {
    await activateLanguage('es', ['play']);
    expect(membersLine(1, 1)).toBe('1 de 1 integrante');
    expect(completionLine({ collected: 8, total: 9, completedAt: null })).toBe('Te falta 1 pieza para completar la colección.');
    await activateLanguage('en');
  });
});
