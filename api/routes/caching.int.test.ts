import type Router from '@koa/router';
import type Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertImage } from '../repos/images';
import { signedIn, startAdminTestServer, type AdminTestSetup } from '../testing/admin';
import { makeEvent, makePieces } from '../testing/factories';
import type { TestClient } from '../testing/client';

/**
 * Every GET route outside the organiser's API and what a participant hears there. `shared` marks
 * the answers that are the same for everyone (and may be cached as they say).
 */
const PARTICIPANT_GETS: Record<string, { path: string; shared?: true; signsOut?: true }> = {
  'GET /api/auth/user': { path: '/api/auth/user' },
  'GET /api/puzzles': { path: '/api/puzzles' },
  'GET /api/user/collection': { path: '/api/user/collection' },
  'GET /api/user/score': { path: '/api/user/score' },
  'GET /api/user/data': { path: '/api/user/data' },
  'GET /api/user/progress': { path: '/api/user/progress' },
  'GET /api/leaderboard': { path: '/api/leaderboard' },
  'GET /api/leaderboard/stream': { path: '/api/leaderboard/stream' },
  'GET /api/hunt': { path: '/api/hunt' },
  'GET /api/hunt/stream': { path: '/api/hunt/stream' },
  'GET /api/announcements': { path: '/api/announcements' },
  'GET /api/questionnaires/pending': { path: '/api/questionnaires/pending' },
  'GET /api/team': { path: '/api/team' },
  'GET /api/divisions': { path: '/api/divisions' },
  'GET /api/leaderboard/teams': { path: '/api/leaderboard/teams' },
  'GET /api/leaderboard/divisions': { path: '/api/leaderboard/divisions' },
  'GET /api/push/key': { path: '/api/push/key' },
  'GET /api/screen/:key': { path: '/api/screen/unknown' },
  'GET /api/screen/:key/stream': { path: '/api/screen/unknown/stream' },
  'GET /api/login': { path: '/api/login' },
  'GET /api/auth/google/callback': { path: '/api/auth/google/callback' },
  'GET /api/auth/oidc/callback': { path: '/api/auth/oidc/callback' },
  'GET /api/sign-in/providers': { path: '/api/sign-in/providers' },
  'GET /api/logout': { path: '/api/logout', signsOut: true },
  // Signed-in data never: an uploaded image is the same for everyone, and never changes.
  'GET /api/images/:id': { path: '/api/images/00000000-0000-4000-8000-000000000000', shared: true },
  'GET /healthz': { path: '/healthz', shared: true },
  'GET /metrics': { path: '/metrics', shared: true },
};

type MountedRouter = Koa.Middleware & { router?: Router };

/** "GET /path" for every GET route of every router the app has mounted, `/api/admin` apart or alone. */
function mountedGets(app: Koa, admin: boolean): string[] {
  const found = new Set<string>();
  for (const middleware of app.middleware as MountedRouter[]) {
    for (const layer of middleware.router?.stack ?? []) {
      if (typeof layer.path !== 'string' || !layer.methods.includes('GET')) continue;
      if (layer.path.startsWith('/api/admin') === admin) found.add(`GET ${layer.path}`);
    }
  }
  return [...found].sort();
}

/** What a cache may do with an answer that depends on who asks: nothing, or keep it privately and revalidate it by its ETag. */
function expectPersonal(response: Response, what: string): void {
  const cacheControl = response.headers.get('cache-control') ?? '';
  const directives = cacheControl.split(',').map((directive) => directive.trim());
  expect(directives, `${what}: Cache-Control '${cacheControl}'`).toContain('private');
  if (directives.includes('no-cache')) expect(response.headers.get('etag'), `${what}: no-cache without an ETag`).toBeTruthy();
  else expect(directives, `${what}: Cache-Control '${cacheControl}'`).toContain('no-store');
}

async function get(client: TestClient, path: string): Promise<Response> {
  const response = await client.get(path);
  // A stream stays open: its headers are all this test needs.
  await response.body?.cancel();
  return response;
}

let setup: AdminTestSetup;

beforeAll(async () => {
  setup = await startAdminTestServer();
  await makePieces(setup.server.runtime.deps.db, ['CCH001']);
  await makeEvent(setup.server.runtime.deps.db);
  await setup.server.runtime.settle();
});
afterAll(() => setup.server.stop());

describe('Cache-Control of answers that depend on who asks', () => {
  it('lists every participant GET route the app mounted', () => {
    expect(mountedGets(setup.server.runtime.app as unknown as Koa, false)).toEqual(Object.keys(PARTICIPANT_GETS).sort());
  });

  it('keeps every participant answer private and out of shared caches', async () => {
    for (const [route, { path, shared, signsOut }] of Object.entries(PARTICIPANT_GETS)) {
      if (shared) continue;
      const response = await get(signsOut ? await signedIn(setup.server, 'leaver@campus.edu') : setup.user, path);
      expect(response.status, route).toBeLessThan(500);
      expectPersonal(response, route);
    }
  });

  it('keeps the ETag answers revalidated (private, no-cache) and every other one unstored (private, no-store)', async () => {
    for (const path of ['/api/user/score', '/api/leaderboard']) {
      expect((await get(setup.user, path)).headers.get('cache-control'), path).toBe('private, no-cache');
    }
    for (const path of ['/api/auth/user', '/api/puzzles', '/api/user/collection', '/api/user/progress', '/api/hunt']) {
      expect((await get(setup.user, path)).headers.get('cache-control'), path).toBe('private, no-store');
    }
  });

  it('keeps refusals private too: a signed-out caller\'s 401', async () => {
    const response = await get(setup.anonymous, '/api/user/score');
    expect(response.status).toBe(401);
    expectPersonal(response, 'signed out');
  });

  it('keeps every organiser answer private and unstored', async () => {
    const routes = mountedGets(setup.server.runtime.app as unknown as Koa, true);
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      const path = route.slice('GET '.length).replace(':id', '999999');
      const response = await get(setup.admin, route.includes('survey-responses') ? `${path}?questionnaireId=1` : path);
      expectPersonal(response, route);
    }
  });

  it('lets an uploaded image be cached by anyone, as before', async () => {
    const bytes = Buffer.from('not really a png');
    const image = await insertImage(setup.server.runtime.deps.db, { mime_type: 'image/png', bytes, byte_size: bytes.length, sha256: 'x'.repeat(64) });
    const response = await setup.user.get(`/api/images/${image.id}`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
