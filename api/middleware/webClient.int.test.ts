import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../testing/client';
import { startTestServer, type TestServer } from '../testing/harness';

// The built client served by the whole application: where the middleware sits in the chain
// (security headers before it, the API and /healthz untouched after it) and which document a
// signed-in student gets.

const SHELL = '<!doctype html><html><body><div id="root"></div></body></html>';
const LANDING = '<!doctype html><html><body><div id="root" data-prerendered="landing"><h1>Landing</h1></div></body></html>';

let folder: string;
let server: TestServer;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'campus-hunt-web-'));
  await mkdir(path.join(folder, 'api', 'auth'), { recursive: true });
  await writeFile(path.join(folder, 'index.html'), SHELL);
  await writeFile(path.join(folder, 'landing.html'), LANDING);
  // Files whose names shadow API paths must never be served in place of the API.
  await writeFile(path.join(folder, 'api', 'auth', 'user'), 'a file, not the API');
  await writeFile(path.join(folder, 'healthz'), 'a file, not the health check');
  server = await startTestServer({ WEB_DIR: folder });
});

afterAll(async () => {
  await server?.stop();
  await rm(folder, { recursive: true, force: true });
});

describe('the web client inside the application', () => {
  it('serves pages with the security headers', async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(LANDING);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('leaves /api and /healthz to the server', async () => {
    const user = await fetch(`${server.url}/api/auth/user`);
    expect(user.status).toBe(401);
    expect(await user.json()).toEqual({ message: 'Unauthorized', code: 'unauthorized' });
    const health = await fetch(`${server.url}/healthz`);
    expect(await health.json()).toEqual({ ok: true });
  });

  it('knows the session cookie by its real name: a signed-in student gets the app shell at /', async () => {
    const client = new TestClient(server.url);
    await client.signIn('student@campus.edu');
    expect(client.cookie(server.config.sessionCookie)).toBeTruthy();
    const page = await client.get('/');
    expect(await page.text()).toBe(SHELL);
  });
});
