import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { securityHeaders } from './security';
import { webClient } from './webClient';

const SESSION_COOKIE = 'hunt.sid';

// The static-file middleware on a temporary build folder, behind the real security headers,
// with a stand-in for the API after it (it answers 'api' for whatever reaches it).

const SHELL = '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app-1a2b3c.js"></script></body></html>';
const LANDING = SHELL.replace('<div id="root"></div>', '<div id="root" data-prerendered="landing"><h1>The Campus Treasure Hunt</h1></div>');
const DASHBOARD = SHELL.replace('</body>', '<link rel="preload" as="fetch" href="/api/puzzles"></body>');
const LEADERBOARD = SHELL.replace('</body>', '<link rel="preload" as="fetch" href="/api/leaderboard"></body>');
const SCANNER = SHELL.replace('</body>', '<link rel="preload" as="fetch" href="/api/hunt"></body>');
const SESSION = { Cookie: `${SESSION_COOKIE}=abc; ${SESSION_COOKIE}.sig=def` };
const SCRIPT = `console.log(${JSON.stringify('campus hunt '.repeat(200))});`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

let folder: string;
let server: Server;
let baseUrl: URL;

/** A raw HTTP request (fetch would decode the body and hide what was sent). */
function get(requestPath: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // A raw path: a URL object would normalise `..` away before the server could see it.
    const target = { host: baseUrl.hostname, port: baseUrl.port, path: requestPath, method, headers };
    const outgoing = httpRequest(target, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'campus-hunt-web-'));
  const webDir = path.join(folder, 'web');
  await mkdir(path.join(webDir, 'assets'), { recursive: true });
  await writeFile(path.join(folder, 'secret.txt'), 'outside the web folder');
  await writeFile(path.join(webDir, 'index.html'), SHELL);
  await writeFile(path.join(webDir, 'landing.html'), LANDING);
  await writeFile(path.join(webDir, 'dashboard.html'), DASHBOARD);
  await writeFile(path.join(webDir, 'leaderboard.html'), LEADERBOARD);
  await writeFile(path.join(webDir, 'scanner.html'), SCANNER);
  await writeFile(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(webDir, 'assets', 'app-1a2b3c.js'), SCRIPT);
  await writeFile(path.join(webDir, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(path.join(webDir, 'assets', 'app-1a2b3c.js.gz'), gzipSync(SCRIPT));
  await writeFile(path.join(webDir, 'landing.html.gz'), gzipSync(LANDING));

  const app = new Koa();
  app.use(securityHeaders(loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000' })));
  for (const middleware of webClient(webDir, SESSION_COOKIE)) app.use(middleware);
  app.use((ctx) => {
    ctx.body = 'api';
  });
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  baseUrl = new URL(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(folder, { recursive: true, force: true });
});

describe('webClient: hashed assets', () => {
  it('sends brotli when accepted, with its type, length, encoding, Vary and a year of caching', async () => {
    const answer = await get('/assets/app-1a2b3c.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['content-length']).toBe(String(answer.body.length));
    expect(answer.headers.vary).toMatch(/Accept-Encoding/);
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gzip = await get('/assets/app-1a2b3c.js', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);

    const plain = await get('/assets/app-1a2b3c.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(SCRIPT)));
  });

  it('gives each encoding its own ETag and answers 304 to a matching If-None-Match', async () => {
    const br = await get('/assets/app-1a2b3c.js', { 'Accept-Encoding': 'br' });
    const plain = await get('/assets/app-1a2b3c.js', {});
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const again = await get('/assets/app-1a2b3c.js', { 'Accept-Encoding': 'br', 'If-None-Match': String(br.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('answers HEAD with the headers and no body', async () => {
    const answer = await get('/assets/app-1a2b3c.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(Number(answer.headers['content-length'])).toBe(brotliCompressSync(SCRIPT).length);
    expect(answer.body.length).toBe(0);
  });

  it('answers an unknown /assets/ file with 404, not the app', async () => {
    const answer = await get('/assets/app-0ld0ld.js');
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).not.toContain('<div id="root"');
  });

  it('does not serve the .br and .gz files as files of their own', async () => {
    expect((await get('/assets/app-1a2b3c.js.br')).status).toBe(404);
  });
});

describe('webClient: pages', () => {
  it('gives a visitor without a session the prerendered landing at /, revalidated by ETag', async () => {
    const answer = await get('/', { 'Accept-Encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers.vary).toMatch(/Cookie/);
    expect(gunzipSync(answer.body).toString()).toBe(LANDING);

    const again = await get('/', { 'Accept-Encoding': 'gzip', 'If-None-Match': String(answer.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('gives a visitor with a session cookie the dashboard shell at / and /dashboard: a student never sees the landing flash', async () => {
    const landing = await get('/');
    const answer = await get('/', { ...SESSION, 'If-None-Match': String(landing.headers.etag) });
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe(DASHBOARD);
    expect((await get('/dashboard', SESSION)).body.toString()).toBe(DASHBOARD);
  });

  it('gives a visitor with a session cookie the leaderboard and the scanner with their own shells, preloading what they read', async () => {
    expect((await get('/leaderboard', SESSION)).body.toString()).toBe(LEADERBOARD);
    expect((await get('/scanner', SESSION)).body.toString()).toBe(SCANNER);
    // Without a session the page would only ask for a sign-in: the plain shell.
    expect((await get('/leaderboard')).body.toString()).toBe(SHELL);
    expect((await get('/scanner')).body.toString()).toBe(SHELL);
  });

  it('gives client-side routes the app shell, with or without a session', async () => {
    for (const route of ['/dashboard', '/scan/INN001', '/admin/users', '/cli/approve', '/no-such-place']) {
      const answer = await get(route);
      expect(answer.status, route).toBe(200);
      expect(answer.body.toString(), route).toBe(SHELL);
      expect(answer.headers['cache-control'], route).toBe('no-cache');
    }
    expect((await get('/admin/users', SESSION)).body.toString()).toBe(SHELL);
  });

  it('never serves a document under its file name: the path and the cookie choose it', async () => {
    for (const route of ['/landing.html', '/landing%2Ehtml', '/dashboard.html', '/leaderboard.html', '/scanner.html', '/index.html']) {
      expect((await get(route)).body.toString(), route).toBe(SHELL);
    }
  });

  it('serves other built files revalidated, not cached for a year', async () => {
    const answer = await get('/favicon.svg');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('image/svg+xml');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers.etag).toMatch(/^".+"$/);
  });

  it('keeps the security headers set before it: all on what can be a document, what applies on a script', async () => {
    for (const route of ['/', '/favicon.svg']) {
      const answer = await get(route);
      expect(answer.headers['content-security-policy'], route).toContain("script-src 'self'");
      expect(answer.headers['x-frame-options'], route).toBe('SAMEORIGIN');
      expect(answer.headers['x-content-type-options'], route).toBe('nosniff');
    }
    const script = await get('/assets/app-1a2b3c.js');
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect(script.headers['x-frame-options']).toBeUndefined();
  });
});

describe('webClient: what it leaves alone', () => {
  it('passes /api paths and /healthz on, whatever their name', async () => {
    for (const route of ['/api/auth/user', '/api/index.html', '/api', '/healthz']) {
      expect((await get(route)).body.toString(), route).toBe('api');
    }
  });

  it('passes on methods other than GET and HEAD', async () => {
    expect((await get('/dashboard', {}, 'POST')).body.toString()).toBe('api');
  });

  it('never reads outside its folder, however the path is written', async () => {
    const attempts = ['/../secret.txt', '/assets/../../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/assets/%2e%2e%2f%2e%2e%2fsecret.txt', '/..%5csecret.txt', '/%E0%A4%A'];
    for (const attempt of attempts) {
      const answer = await get(attempt);
      expect(answer.body.toString(), attempt).not.toContain('outside the web folder');
      expect([200, 400, 404], attempt).toContain(answer.status);
    }
  });
});

describe('webClient: no build yet', () => {
  it('shows a message page naming the build command', async () => {
    const app = new Koa();
    for (const middleware of webClient(path.join(folder, 'not-built'), SESSION_COOKIE)) app.use(middleware);
    const notBuilt = app.listen(0);
    await new Promise((resolve) => notBuilt.once('listening', resolve));
    const address = notBuilt.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/dashboard`);
      expect(answer.headers.get('content-type')).toMatch(/text\/html/);
      expect(await answer.text()).toContain('npm run build');
    } finally {
      await new Promise((resolve) => notBuilt.close(resolve));
    }
  });
});
