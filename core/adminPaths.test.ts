import { describe, expect, it } from 'vitest';
import { ADMIN_API, CLI_LOGIN_API, type IdPath } from './adminPaths';

/** Every entry of a table that takes an id and carries its route pattern. */
function idPaths(table: Record<string, unknown>): [string, IdPath<string | number>][] {
  return Object.entries(table).filter((entry): entry is [string, IdPath<string | number>] => typeof entry[1] === 'function' && 'pattern' in entry[1]);
}

describe('the admin API path table', () => {
  it('has a pattern-carrying entry for every route with an id', () => {
    expect(idPaths(ADMIN_API).map(([name]) => name).sort()).toEqual(
      [
        'event', 'eventComplete', 'eventPurge', 'eventStart', 'fairPlayMarkClear', 'puzzle', 'qrLink', 'qrLinkDisplay', 'questionnaire', 'token', 'user',
        'userDisqualification', 'userRole',
      ].sort(),
    );
    expect(idPaths(CLI_LOGIN_API).map(([name]) => name)).toEqual(['token']);
  });

  it.each([...idPaths(ADMIN_API), ...idPaths(CLI_LOGIN_API)])('%s fills its own pattern with the id', (_name, path) => {
    expect(path.pattern).toMatch(/^\/api\/[^?]*:id/);
    expect(path(7)).toBe(path.pattern.replace(':id', '7'));
    expect(path('a/b?c')).toBe(path.pattern.replace(':id', 'a%2Fb%3Fc'));
  });

  it('gives the examples the routes and their callers use', () => {
    expect(ADMIN_API.puzzle(7)).toBe('/api/admin/puzzles/7');
    expect(ADMIN_API.puzzle.pattern).toBe('/api/admin/puzzles/:id');
    expect(ADMIN_API.userRole('0b9d6c1e-8c1f-4a57-9a43-0d0c3f1d2e4a')).toBe('/api/admin/users/0b9d6c1e-8c1f-4a57-9a43-0d0c3f1d2e4a/role');
    expect(ADMIN_API.surveyResponsesFor(3)).toBe('/api/admin/survey-responses?questionnaireId=3');
  });
});
