import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../testing/admin';
import { makeEvent, makePieces } from '../testing/factories';
import { startTestServer, type TestServer } from '../testing/harness';
import { rawRequest } from '../testing/rawRequest';

let server: TestServer;
const CODES = ['LIM001', 'LIM002', 'LIM003', 'LIM004', 'LIM005', 'LIM006', 'LIM007', 'LIM008', 'LIM009'];

beforeAll(async () => {
  server = await startTestServer();
  const db = server.runtime.deps.db;
  await makePieces(db, [...CODES, 'LIM010']);
  await makeEvent(db);
});
afterAll(() => server.stop());

const student = (email: string) => signedIn(server, email);

describe('the per-student limit on changes', () => {
  it('lets an offline queue send nine scans at once, and normal play after', async () => {
    const client = await student('offline@campus.edu');
    const responses = await Promise.all(CODES.map((code) => client.post('/api/scan', { code })));
    expect(responses.map((response) => response.status)).toEqual(CODES.map(() => 200));
    expect((await client.post('/api/scan', { code: 'LIM010' })).status).toBe(200);
    expect((await client.post('/api/scan', { code: 'LIM001' })).status).toBe(409);
  });

  it('answers a flood with 429, Retry-After and rate_limited, and leaves other students alone', async () => {
    const flooder = await student('flooder@campus.edu');
    const other = await student('bystander@campus.edu');
    expect((await flooder.post('/api/scan', { code: 'LIM001' })).status).toBe(200);
    // Already collected (409) does not count as a wrong code: only this limit can refuse these.
    const flood = await Promise.all(Array.from({ length: 60 }, () => flooder.post('/api/scan', { code: 'LIM001' })));
    const statuses = flood.map((response) => response.status);
    expect(statuses.filter((status) => status === 409).length).toBeGreaterThanOrEqual(20);
    const limited = flood.filter((response) => response.status === 429);
    expect(limited.length).toBeGreaterThanOrEqual(20);
    const first = limited[0] as Response;
    expect(Number(first.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    expect(Number(first.headers.get('Retry-After'))).toBeLessThanOrEqual(30);
    expect(await first.json()).toEqual({ message: 'Too many requests in a short time. Wait a few seconds and try again.', code: 'rate_limited' });
    // The limit is checked before the body is read: even an oversized body hears 429.
    const oversized = await rawRequest(server.url, 'POST', '/api/survey/submit', { headers: flooder.browserHeaders(), body: JSON.stringify({ padding: 'x'.repeat(500_000) }) });
    expect(oversized.status).toBe(429);

    expect((await other.post('/api/scan', { code: 'LIM002' })).status).toBe(200);
    expect((await other.get('/api/user/score')).status).toBe(200);
    // Reads are never limited.
    expect((await flooder.get('/api/user/progress')).status).toBe(200);
  });
});
