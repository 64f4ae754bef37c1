import { describe, expect, it } from 'vitest';
import { CLI_LOGIN_API } from './adminPaths';
import { cliLoginPollSchema, cliLoginStartSchema } from './cliLogin';

const start = {
  id: '0b9d6c1e-8c1f-4a57-9a43-0d0c3f1d2e4a',
  userCode: 'ABCD-EFGH',
  pollSecret: 'secret',
  verificationUrl: 'https://hunt.campus.edu/cli/approve',
  expiresAt: '2026-05-01T09:10:00.000Z',
  intervalSeconds: 2,
};

describe('the CLI login contract', () => {
  it('reads a start answer and refuses one with a field missing or of the wrong type', () => {
    expect(cliLoginStartSchema.parse(start)).toEqual(start);
    expect(cliLoginStartSchema.safeParse({ ...start, pollSecret: undefined }).success).toBe(false);
    expect(cliLoginStartSchema.safeParse({ ...start, intervalSeconds: '2' }).success).toBe(false);
  });

  it('reads a poll answer as pending or approved with a token, nothing in between', () => {
    expect(cliLoginPollSchema.parse({ status: 'pending' })).toEqual({ status: 'pending' });
    expect(cliLoginPollSchema.parse({ status: 'approved', token: 'hunt_x', email: 'a@campus.edu' })).toEqual({ status: 'approved', token: 'hunt_x', email: 'a@campus.edu' });
    expect(cliLoginPollSchema.safeParse({ status: 'approved' }).success).toBe(false);
    expect(cliLoginPollSchema.safeParse({ status: 'approved', token: '', email: 'a@campus.edu' }).success).toBe(false);
    expect(cliLoginPollSchema.safeParse({ status: 'done' }).success).toBe(false);
    expect(cliLoginPollSchema.safeParse(null).success).toBe(false);
  });

  it('puts the request id into the token path safely', () => {
    expect(CLI_LOGIN_API.token('a/b')).toBe('/api/cli/logins/a%2Fb/token');
  });
});
