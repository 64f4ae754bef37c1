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
