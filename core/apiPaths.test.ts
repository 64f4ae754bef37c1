import { TEAM_API } from './teamPaths';
import { describe, expect, it } from 'vitest';
import { API } from './apiPaths';
import { ofEvent, type IdPath } from './idPaths';
import { SERVER_API } from './serverPaths';
import { ADMIN_API, CLI_LOGIN_API } from './adminPaths';

/** Every entry of a table that takes an id and carries its route pattern. */
function idPaths(table: Record<string, unknown>): [string, IdPath<string | number>][] {
  return Object.entries(table).filter((entry): entry is [string, IdPath<string | number>] => typeof entry[1] === 'function' && 'pattern' in entry[1]);
}

describe('the API path table', () => {
  it('has a pattern-carrying entry for every route with an id', () => {
    expect(idPaths(ADMIN_API).map(([name]) => name).sort()).toEqual(
      [
        'announcement', 'division', 'event', 'eventClone', 'eventComplete', 'eventPurge', 'eventScreenLink', 'eventStart', 'fairPlayMarkClear', 'puzzle', 'qrLink', 'qrLinkDisplay', 'questionnaire',
        'team', 'teamDisqualification', 'token', 'user', 'userDisqualification', 'userRole',
      ].sort(),
    );
    expect(idPaths(CLI_LOGIN_API).map(([name]) => name)).toEqual(['token']);
    expect(idPaths(API).map(([name]) => name)).toEqual(['hint']);
    expect(API.hint(7, 2)).toBe('/api/puzzles/7/hints/2');
    expect(API.hint.pattern).toBe('/api/puzzles/:id/hints/:index');
    expect(idPaths(SERVER_API).map(([name]) => name)).toEqual(['image']);
  });

  it.each([...idPaths(SERVER_API), ...idPaths(ADMIN_API), ...idPaths(CLI_LOGIN_API)])('%s fills its own pattern with the id', (_name, path) => {
    expect(path.pattern).toMatch(/^\/api\/[^?]*:id/);
    expect(path(7)).toBe(path.pattern.replace(':id', '7'));
    expect(path('a/b?c')).toBe(path.pattern.replace(':id', 'a%2Fb%3Fc'));
  });

  it('gives the examples the routes and their callers use', () => {
    expect(ADMIN_API.puzzle(7)).toBe('/api/admin/puzzles/7');
    expect(ADMIN_API.puzzle.pattern).toBe('/api/admin/puzzles/:id');
    expect(ADMIN_API.userRole('0b9d6c1e-8c1f-4a57-9a43-0d0c3f1d2e4a')).toBe('/api/admin/users/0b9d6c1e-8c1f-4a57-9a43-0d0c3f1d2e4a/role');
    expect(ADMIN_API.surveyResponsesFor(3)).toBe('/api/admin/survey-responses?questionnaireId=3');
    expect(ADMIN_API.teamsOf(3)).toBe('/api/admin/teams?eventId=3');
    expect(ADMIN_API.divisionsOf(3)).toBe('/api/admin/divisions?eventId=3');
    expect(TEAM_API.divisionLeaderboard(4)).toBe('/api/leaderboard?division=4');
    expect(SERVER_API.image('6f1c0b2e-4d3a-4b8e-9c1d-2e3f4a5b6c7d')).toBe('/api/images/6f1c0b2e-4d3a-4b8e-9c1d-2e3f4a5b6c7d');
  });

  it('filters the users by a team or a division, each named only when given, the event after them', () => {
    expect(ADMIN_API.usersIn({})).toBe(ADMIN_API.users);
    expect(ADMIN_API.usersIn({ teamId: 4 })).toBe('/api/admin/users?teamId=4');
    expect(ADMIN_API.usersIn({ divisionId: 2 })).toBe('/api/admin/users?divisionId=2');
    expect(ofEvent(ADMIN_API.usersIn({ teamId: 4, divisionId: 2 }), 3)).toBe('/api/admin/users?teamId=4&divisionId=2&event=3');
  });

  it('keeps the participant, admin and CLI login paths apart', () => {
    const plain = (table: Record<string, unknown>) => Object.values(table).filter((path): path is string => typeof path === 'string');
    expect(plain(API).filter((path) => path.startsWith('/api/admin/') || path.startsWith('/api/cli/'))).toEqual([]);
    expect(plain(ADMIN_API).every((path) => path.startsWith('/api/admin/'))).toBe(true);
    expect(plain(CLI_LOGIN_API).every((path) => path.startsWith('/api/cli/logins'))).toBe(true);
  });

  it('names an event in a read by its query, beside any other', () => {
    expect(ofEvent('/api/leaderboard')).toBe('/api/leaderboard');
    expect(ofEvent('/api/leaderboard', 4)).toBe('/api/leaderboard?event=4');
    expect(ofEvent('/api/admin/survey-responses?questionnaireId=2', 4)).toBe('/api/admin/survey-responses?questionnaireId=2&event=4');
  });
});
