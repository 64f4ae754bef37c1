import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../testing/client';
import { expectJson, startAdminTestServer, type AdminTestSetup } from '../testing/admin';

/**
 * Behind TRUST_PROXY, the client address is the one TRUST_PROXY_HOPS entries from the right of
 * X-Forwarded-For: each proxy appends the address it saw, and whatever lies further left was
 * written by the client itself.
 */
let oneHop: AdminTestSetup;
let twoHops: AdminTestSetup;

beforeAll(async () => {
  oneHop = await startAdminTestServer({ TRUST_PROXY: 'true', SIGN_IN_LIMIT_PER_MINUTE: '3' });
  twoHops = await startAdminTestServer({ TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '2' });
});

afterAll(async () => {
  await oneHop?.server.stop();
  await twoHops?.server.stop();
});

const via = (forwardedFor: string) => ({ 'X-Forwarded-For': forwardedFor });

/** Starts a CLI login as seen through `forwardedFor` and returns the address the approval page shows. */
async function requestedFrom(setup: AdminTestSetup, forwardedFor: string): Promise<string | null> {
  const cli = new TestClient(setup.server.url);
  const start = await expectJson<{ userCode: string }>(cli.post('/api/cli/logins', { clientName: 'ci' }, via(forwardedFor)), 201);
  const details = await expectJson<{ requestedFrom: string | null }>(setup.admin.post('/api/cli/logins/lookup', { userCode: start.userCode }), 200);
  return details.requestedFrom;
}

describe('X-Forwarded-For behind TRUST_PROXY', () => {
  it('shows the address the proxy saw, not one the client wrote', async () => {
    expect(await requestedFrom(oneHop, '10.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
    expect(await requestedFrom(twoHops, '10.6.6.6, 203.0.113.9, 10.1.1.1')).toBe('203.0.113.9');
  });

  it('keeps one sign-in limit per real address, whatever the client prepends', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i++) {
      statuses.push((await new TestClient(oneHop.server.url).get('/api/login', via(`10.0.0.${i}, 198.51.100.7`))).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    // Another real address has its own allowance.
    expect((await new TestClient(oneHop.server.url).get('/api/login', via('10.0.0.1, 198.51.100.8'))).status).toBe(200);
  });

  it('keeps the CLI login limit per real address', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 21; i++) {
      const response = await new TestClient(twoHops.server.url).post('/api/cli/logins', { clientName: 'ci' }, via(`10.0.0.${i}, 192.0.2.44, 10.1.1.1`));
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
