import { describe, expect, it } from 'vitest';
import { adminApi } from './admin';
import { cliLoginApi } from './cliLogin';
import { participantApi } from './participant';
import { teamsApi } from './teams';
import type { ApiRequest, ApiTransport } from './transport';

/** A transport that answers every request with `answer` and keeps what it was asked. */
function recording(answer: unknown = { ok: true }) {
  const requests: ApiRequest[] = [];
  const downloads: string[] = [];
  const transport: ApiTransport<string> = {
    send: async (request) => {
      requests.push(request);
      return answer;
    },
    download: async (path) => {
      downloads.push(path);
      return `file at ${path}`;
    },
  };
  return { transport, requests, downloads };
}

describe('the typed API client', () => {
  it('sends each participant call to its path with its method and body, and hands back the answer', async () => {
    const { transport, requests } = recording({ pointsEarned: 5 });
    const api = participantApi(transport);
    const signal = new AbortController().signal;
    await api.puzzles();
    await api.scan({ code: 'AAA111', source: 'camera' }, signal);
    await expect(api.submitSurvey({ questionnaireId: 3, responses: { q0: 'Paris' } })).resolves.toEqual({ pointsEarned: 5 });
    await api.eraseAccount({ confirm: 'jane@campus.edu' });
    expect(requests).toEqual([
      { method: 'GET', path: '/api/puzzles', signal: undefined },
      { method: 'POST', path: '/api/scan', body: { code: 'AAA111', source: 'camera' }, signal },
      { method: 'POST', path: '/api/survey/submit', body: { questionnaireId: 3, responses: { q0: 'Paris' } }, signal: undefined },
      { method: 'DELETE', path: '/api/user', body: { confirm: 'jane@campus.edu' } },
    ]);
  });

  it("sends the participant's team and division calls to their paths", async () => {
    const { transport, requests } = recording();
    const api = teamsApi(transport);
    await api.myTeam();
    await api.createTeam({ name: 'Night Owls' });
    await api.joinTeam({ code: 'K7M2QX' });
    await api.leaveTeam();
    await api.divisions();
    await api.pickDivision({ divisionId: 3 });
    await api.divisionLeaderboard(3);
    await api.teamLeaderboard();
    await api.divisionStandings();
    expect(requests.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['GET', '/api/team', undefined],
      ['POST', '/api/teams', { name: 'Night Owls' }],
      ['POST', '/api/teams/join', { code: 'K7M2QX' }],
      ['DELETE', '/api/team/membership', undefined],
      ['GET', '/api/divisions', undefined],
      ['POST', '/api/division', { divisionId: 3 }],
      ['GET', '/api/leaderboard?division=3', undefined],
      ['GET', '/api/leaderboard/teams', undefined],
      ['GET', '/api/leaderboard/divisions', undefined],
    ]);
  });

  it('fills ids into the admin paths and sends bodies only where the route reads one', async () => {
    const { transport, requests } = recording();
    const api = adminApi(transport);
    await api.setRole('u/1', 'admin');
    await api.setDisqualified('u1', true);
    await api.startEvent(4);
    await api.deleteLink(7);
    await api.surveyResponses(2);
    await api.surveyResponses();
    expect(requests.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['PATCH', '/api/admin/users/u%2F1/role', { role: 'admin' }],
      ['PUT', '/api/admin/users/u1/disqualification', { disqualified: true }],
      ['POST', '/api/admin/events/4/start', undefined],
      ['DELETE', '/api/admin/qr-links/7', undefined],
      ['GET', '/api/admin/survey-responses?questionnaireId=2', undefined],
      ['GET', '/api/admin/survey-responses', undefined],
    ]);
  });

  it('sends the teams and divisions calls to their paths, the lists by event', async () => {
    const { transport, requests } = recording();
    const api = adminApi(transport);
    await api.teams(3);
    await api.createTeam({ eventId: 3, name: 'Owls' });
    await api.renameTeam(8, 'Night Owls');
    await api.setTeamDisqualified(8, true);
    await api.setTeamDisqualified(8, false);
    await api.moveTeamMember({ eventId: 3, email: 'pat@campus.edu', team: null });
    await api.importTeams({ eventId: 3, rows: [{ team: 'Owls', email: 'kim@campus.edu' }] });
    await api.deleteTeam(8);
    await api.divisions(3);
    await api.createDivision({ eventId: 3, name: 'Science', emailDomains: ['sci.campus.edu'] });
    await api.updateDivision(5, { emailDomains: [] });
    await api.assignDivisions({ eventId: 3, rows: [{ division: 'Science', email: 'kim@campus.edu' }] });
    await api.deleteDivision(5);
    expect(requests.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['GET', '/api/admin/teams?eventId=3', undefined],
      ['POST', '/api/admin/teams', { eventId: 3, name: 'Owls' }],
      ['PATCH', '/api/admin/teams/8', { name: 'Night Owls' }],
      ['PUT', '/api/admin/teams/8/disqualification', undefined],
      ['DELETE', '/api/admin/teams/8/disqualification', undefined],
      ['POST', '/api/admin/teams/members', { eventId: 3, email: 'pat@campus.edu', team: null }],
      ['POST', '/api/admin/teams/import', { eventId: 3, rows: [{ team: 'Owls', email: 'kim@campus.edu' }] }],
      ['DELETE', '/api/admin/teams/8', undefined],
      ['GET', '/api/admin/divisions?eventId=3', undefined],
      ['POST', '/api/admin/divisions', { eventId: 3, name: 'Science', emailDomains: ['sci.campus.edu'] }],
      ['PATCH', '/api/admin/divisions/5', { emailDomains: [] }],
      ['POST', '/api/admin/divisions/assignments', { eventId: 3, rows: [{ division: 'Science', email: 'kim@campus.edu' }] }],
      ['DELETE', '/api/admin/divisions/5', undefined],
    ]);
  });

  it('downloads the export through the transport', async () => {
    const { transport, downloads } = recording();
    await expect(adminApi(transport).exportData()).resolves.toBe('file at /api/admin/export-data');
    expect(downloads).toEqual(['/api/admin/export-data']);
  });

  it('polls a CLI login at its own path', async () => {
    const { transport, requests } = recording();
    await cliLoginApi(transport).poll('id/1', { pollSecret: 's' });
    expect(requests).toEqual([{ method: 'POST', path: '/api/cli/logins/id%2F1/token', body: { pollSecret: 's' } }]);
  });
});
