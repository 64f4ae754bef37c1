import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/language';
import { membersText, moveBody, moveOutcome, NO_TEAM, teamChangeKeys, teamNameProblem, teamsNote, teamStatus } from './teams';

beforeAll(() => activateLanguage('en', ['admin']));

const teams = [
  { id: 4, name: 'Owls' },
  { id: 7, name: 'Foxes' },
];

describe('the teams table', () => {
  it('counts members against the event’s team size', () => {
    expect(membersText({ members: [{ userId: 'a', name: 'Pat', email: 'pat@campus.edu' }] }, 5)).toBe('1 / 5');
  });

  it('shows a disqualified team as such even once it completed', () => {
    expect(teamStatus({ disqualifiedAt: '2026-05-01T10:00:00Z', completedAt: '2026-05-01T09:00:00Z' })).toBe('Disqualified');
    expect(teamStatus({ disqualifiedAt: null, completedAt: '2026-05-01T09:00:00Z' })).toBe('Completed');
    expect(teamStatus({ disqualifiedAt: null, completedAt: null })).toBe('Hunting');
  });

  it('refreshes the event’s list, the boards, the users, the Overview and the students’ team views after a change', () => {
    expect(teamChangeKeys(3)).toEqual({
      revalidate: ['/api/admin/teams?eventId=3', '/api/admin/leaderboard', '/api/admin/users', '/api/admin/live'],
      participantKeys: ['/api/team', '/api/leaderboard/teams'],
    });
  });

  it('says how the event is played and who forms its teams', () => {
    const base = { teamSize: 4, teamFormation: 'students' as const, lateJoining: false };
    expect(teamsNote({ ...base, mode: 'solo' })).toMatch(/^This event is played solo/);
    expect(teamsNote({ ...base, mode: 'teams' })).toBe('A team collects, answers and completes together. Teams of up to 4: students create them and join by code; teams lock when the event starts.');
    expect(teamsNote({ ...base, mode: 'solo-and-teams', teamFormation: 'organisers', lateJoining: true })).toBe(
      'Everyone plays alone and also scores for their team. Teams of up to 4: only you make them and put students in; after the start, a student may still join or leave until their first find.',
    );
  });
});

describe('naming a team', () => {
  it('refuses what the server refuses, in its words', () => {
    expect(teamNameProblem('Night Owls')).toBeNull();
    expect(teamNameProblem('  ')).toBe('name is required');
    expect(teamNameProblem('x'.repeat(41))).toBe('name must be at most 40 characters');
  });
});

describe('moving a student', () => {
  it('sends the chosen team by name, or none', () => {
    expect(moveBody(3, ' Pat@Campus.edu ', '7', teams)).toEqual({ body: { eventId: 3, email: 'pat@campus.edu', team: 'Foxes' } });
    expect(moveBody(3, 'pat@campus.edu', NO_TEAM, teams)).toEqual({ body: { eventId: 3, email: 'pat@campus.edu', team: null } });
  });

  it('needs an e-mail address and a choice', () => {
    expect(moveBody(3, 'pat', '4', teams)).toEqual({ problem: 'email must be an e-mail address' });
    expect(moveBody(3, 'pat@campus.edu', '', teams)).toEqual({ problem: 'Choose a team, or No team' });
  });

  it('says where the student is now', () => {
    expect(moveOutcome('pat@campus.edu', { name: 'Owls' })).toBe('pat@campus.edu is in Owls');
    expect(moveOutcome('pat@campus.edu', null)).toBe('pat@campus.edu is in no team');
  });
});
