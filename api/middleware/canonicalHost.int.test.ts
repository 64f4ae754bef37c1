import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../testing/rawRequest';
import { startTestServer, type TestServer } from '../testing/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

/** A page load that reached this server under a second host name, as a branded QR domain does. */
const onOtherHost = (target: string) => rawRequest(server.url, 'GET', target, { headers: { Host: 'qr.campus.example' } });

describe('a page load on another host name', () => {
  it('is sent to PUBLIC_URL with its path and query kept', async () => {
    const response = await onOtherHost('/scan/ABC?x=1');
    expect(response.status).toBe(308);
    expect(response.headers.location).toBe(`${server.url}/scan/ABC?x=1`);
  });

  it('is never sent to a host named in its path, however the slashes are written', async () => {
    const targets: [string, string][] = [
      ['//evil.example/scan/X', '/evil.example/scan/X'],
      ['///evil.example', '/evil.example'],
      ['/\\evil.example', '/evil.example'],
      ['/\\/evil.example/x?y=1', '/evil.example/x?y=1'],
      ['/%2F%2Fevil.example', '/evil.example'],
      ['/%2f%5Cevil.example', '/evil.example'],
      ['//%2F/\\evil.example/scan/X?code=1', '/evil.example/scan/X?code=1'],
      // A request target may be a whole URL: its host is not ours to send anyone to.
      ['http://evil.example/scan/X?x=1', '/scan/X?x=1'],
    ];
    for (const [target, path] of targets) {
      const response = await onOtherHost(target);
      expect(response.status, target).toBe(308);
      expect(response.headers.location, target).toBe(`${server.url}${path}`);
      expect(new URL(response.headers.location ?? '').origin, target).toBe(server.url);
    }
  });

  it('is answered, not redirected, on PUBLIC_URL\'s own host', async () => {
    const response = await rawRequest(server.url, 'GET', '/scan/ABC', { headers: { Host: new URL(server.url).host } });
    expect(response.status).toBe(200);
  });
});
