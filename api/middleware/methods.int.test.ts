import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rawRequest } from '../testing/rawRequest';
import { startTestServer, type TestServer } from '../testing/harness';
import { TestClient } from '../testing/client';

const METRICS_TOKEN = 'methods-scraper-secret-0123456789abcdef';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ METRICS_TOKEN });
});
afterAll(() => server.stop());

/** Methods no route or page takes: WebDAV's, TRACE, and ones Node's parser knows but nobody here uses. */
const UNSERVED = ['TRACE', 'PROPFIND', 'MKCOL', 'PROPPATCH', 'LOCK', 'PURGE', 'SEARCH'];
const PATHS = ['/', '/api/leaderboard', '/api/admin/users', '/api/scan', '/scan/X', '/assets/index-0000.js', '/sw.js', '/healthz', '/metrics', '/api/no-such-route'];

describe('a method no route takes', () => {
  it('is 405 with the methods the path takes (or 404 where nothing is), never a 5xx, and logs no error', async () => {
    const errors = vi.spyOn(server.runtime.deps.logger, 'error');
    const client = new TestClient(server.url);
    await client.signIn('webdav@campus.edu');
    for (const method of UNSERVED) {
      for (const path of PATHS) {
        const signedIn: Record<string, string> = { Cookie: `hunt.sid=${client.cookie('hunt.sid')}; hunt.sid.sig=${client.cookie('hunt.sid.sig')}` };
        for (const headers of [{}, signedIn]) {
          const response = await rawRequest(server.url, method, path, { headers });
          const what = `${method} ${path}`;
          if (path === '/api/no-such-route') {
            expect(response.status, what).toBe(404);
            continue;
          }
          expect(response.status, what).toBe(405);
          expect(JSON.parse(response.body), what).toEqual({ message: 'Method not allowed', code: 'method_not_allowed' });
          const allowed = (response.headers.allow ?? '').split(', ');
          expect(allowed, what).toContain(path === '/api/scan' ? 'POST' : 'GET');
          expect(allowed, what).not.toContain(method);
          // An API refusal is no one's to keep, like every API answer.
          if (path.startsWith('/api/')) expect(response.headers['cache-control'], what).toBe('private, no-store');
        }
      }
    }
    expect((await rawRequest(server.url, 'TRACE', '/api/scan')).headers.allow).toBe('POST');
    expect((await rawRequest(server.url, 'MKCOL', '/scan/X')).headers.allow).toBe('GET, HEAD');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('is refused by the HTTP parser when it is no method at all, before the app sees it', async () => {
    for (const method of ['FOO', 'BREW']) expect((await rawRequest(server.url, method, '/')).status).toBe(400);
  });

  it('counts as a 4xx, not a 5xx, in http_request_duration_seconds', async () => {
    for (const method of UNSERVED) for (const path of PATHS) await rawRequest(server.url, method, path);
    const response = await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
    const text = await response.text();
    const requests = text.split('\n').filter((line) => line.startsWith('http_request_duration_seconds_count'));
    const unserved = requests.filter((line) => UNSERVED.some((method) => line.includes(`method="${method}"`)));
    expect(unserved.length).toBeGreaterThan(0);
    for (const line of unserved) expect(line).toMatch(/status="4\d\d"/);
    expect(requests.filter((line) => /status="5\d\d"/.test(line))).toEqual([]);
  });

  it('still answers 405 with Allow for a known method a route does not take', async () => {
    const response = await rawRequest(server.url, 'DELETE', '/api/leaderboard');
    expect(response.status).toBe(405);
    expect(JSON.parse(response.body)).toEqual({ message: 'Method not allowed', code: 'method_not_allowed' });
    expect(response.headers.allow).toBe('HEAD, GET');
  });
});
