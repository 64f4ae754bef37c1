import { randomUUID } from 'node:crypto';
import type Router from '@koa/router';
import type Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminTestServer, type AdminTestSetup } from '../../testing/admin';

/**
 * Every admin route, keyed as the router declares it. Ids point at nothing and bodies are
 * invalid on purpose: authorisation must answer before validation or lookups do.
 */
const ROUTES: Record<string, { path: string; body?: unknown }> = {
  'GET /api/admin/config': { path: '/api/admin/config' },
  'GET /api/admin/teams': { path: '/api/admin/teams?eventId=oops' },
  'POST /api/admin/teams': { path: '/api/admin/teams', body: { name: '' } },
  'PATCH /api/admin/teams/:id': { path: '/api/admin/teams/999999', body: { name: '' } },
  'DELETE /api/admin/teams/:id': { path: '/api/admin/teams/999999' },
  'PUT /api/admin/teams/:id/disqualification': { path: '/api/admin/teams/999999/disqualification' },
  'DELETE /api/admin/teams/:id/disqualification': { path: '/api/admin/teams/999999/disqualification' },
  'POST /api/admin/teams/members': { path: '/api/admin/teams/members', body: { email: 'x' } },
  'POST /api/admin/teams/import': { path: '/api/admin/teams/import', body: { rows: [] } },
  'GET /api/admin/divisions': { path: '/api/admin/divisions?eventId=oops' },
  'POST /api/admin/divisions': { path: '/api/admin/divisions', body: { name: '' } },
  'PATCH /api/admin/divisions/:id': { path: '/api/admin/divisions/999999', body: {} },
  'DELETE /api/admin/divisions/:id': { path: '/api/admin/divisions/999999' },
  'POST /api/admin/divisions/assignments': { path: '/api/admin/divisions/assignments', body: { rows: [] } },
  'GET /api/admin/analytics': { path: '/api/admin/analytics' },
  'GET /api/admin/health': { path: '/api/admin/health' },
  'GET /api/admin/live': { path: '/api/admin/live' },
  'GET /api/admin/live/stream': { path: '/api/admin/live/stream' },
  'GET /api/admin/users': { path: '/api/admin/users' },
  'PATCH /api/admin/users/:id/role': { path: `/api/admin/users/${randomUUID()}/role`, body: { role: 'emperor' } },
  'DELETE /api/admin/users/:id': { path: `/api/admin/users/${randomUUID()}` },
  'GET /api/admin/survey-responses': { path: '/api/admin/survey-responses?questionnaireId=oops' },
  'GET /api/admin/qr-links': { path: '/api/admin/qr-links' },
  'POST /api/admin/qr-links': { path: '/api/admin/qr-links', body: {} },
  'GET /api/admin/qr-links/posters': { path: '/api/admin/qr-links/posters?perPage=oops' },
  'GET /api/admin/qr-links/:id/display': { path: '/api/admin/qr-links/999999/display' },
  'PATCH /api/admin/qr-links/:id': { path: '/api/admin/qr-links/999999', body: { place: { latitude: 91 } } },
  'DELETE /api/admin/qr-links/:id': { path: '/api/admin/qr-links/999999' },
  'GET /api/admin/puzzles': { path: '/api/admin/puzzles' },
  'POST /api/admin/puzzles': { path: '/api/admin/puzzles', body: {} },
  'PATCH /api/admin/puzzles/:id': { path: '/api/admin/puzzles/999999', body: { name: '' } },
  'DELETE /api/admin/puzzles/:id': { path: '/api/admin/puzzles/999999' },
  'GET /api/admin/questionnaires': { path: '/api/admin/questionnaires' },
  'POST /api/admin/questionnaires': { path: '/api/admin/questionnaires', body: {} },
  'PUT /api/admin/questionnaires/:id': { path: '/api/admin/questionnaires/999999', body: {} },
  'DELETE /api/admin/questionnaires/:id': { path: '/api/admin/questionnaires/999999' },
  'GET /api/admin/events': { path: '/api/admin/events' },
  'POST /api/admin/events': { path: '/api/admin/events', body: {} },
  'PATCH /api/admin/events/:id': { path: '/api/admin/events/999999', body: { endDate: 'soon' } },
  'POST /api/admin/events/:id/clone': { path: '/api/admin/events/999999/clone', body: {} },
  'POST /api/admin/events/:id/screen-link': { path: '/api/admin/events/999999/screen-link' },
  'POST /api/admin/events/:id/start': { path: '/api/admin/events/999999/start' },
  'POST /api/admin/events/:id/complete': { path: '/api/admin/events/999999/complete' },
  'POST /api/admin/events/:id/purge': { path: '/api/admin/events/999999/purge' },
  'DELETE /api/admin/events/:id': { path: '/api/admin/events/999999' },
  'GET /api/admin/announcements': { path: '/api/admin/announcements' },
  'POST /api/admin/announcements': { path: '/api/admin/announcements', body: {} },
  'DELETE /api/admin/announcements/:id': { path: '/api/admin/announcements/999999' },
  'GET /api/admin/leaderboard': { path: '/api/admin/leaderboard' },
  'GET /api/admin/export-data': { path: '/api/admin/export-data' },
  'GET /api/admin/tokens': { path: '/api/admin/tokens' },
  'DELETE /api/admin/tokens/:id': { path: '/api/admin/tokens/999999' },
  'GET /api/admin/fair-play': { path: '/api/admin/fair-play' },
  'POST /api/admin/fair-play/marks/:id/clear': { path: '/api/admin/fair-play/marks/999999/clear' },
  'PUT /api/admin/users/:id/disqualification': { path: `/api/admin/users/${randomUUID()}/disqualification`, body: { disqualified: 'maybe' } },
};

type MountedRouter = Koa.Middleware & { router?: Router };

/** "METHOD /path" for every /api/admin route of every router the app has mounted. */
function mountedAdminRoutes(app: Koa): string[] {
  const found = new Set<string>();
  for (const middleware of app.middleware as MountedRouter[]) {
    for (const layer of middleware.router?.stack ?? []) {
      if (typeof layer.path !== 'string' || !layer.path.startsWith('/api/admin')) continue;
      for (const method of layer.methods) if (method !== 'HEAD') found.add(`${method} ${layer.path}`);
    }
  }
  return [...found].sort();
}

let setup: AdminTestSetup;

beforeAll(async () => {
  setup = await startAdminTestServer();
});
afterAll(() => setup.server.stop());

describe('admin route table', () => {
  it('finds the admin routes on the mounted routers', () => {
    expect(mountedAdminRoutes(setup.server.runtime.app as unknown as Koa).length).toBeGreaterThan(10);
  });

  it('covers every mounted admin route', () => {
    const missing = mountedAdminRoutes(setup.server.runtime.app as unknown as Koa).filter((route) => !(route in ROUTES));
    expect(missing, `admin routes not covered by the authorization test: ${missing.join(', ')}`).toEqual([]);
  });

  it('lists no route that is not mounted', () => {
    const mounted = new Set(mountedAdminRoutes(setup.server.runtime.app as unknown as Koa));
    const stale = Object.keys(ROUTES).filter((route) => !mounted.has(route));
    expect(stale, `routes in the table that no router declares: ${stale.join(', ')}`).toEqual([]);
  });
});

describe.each(Object.entries(ROUTES))('%s', (route, { path, body }) => {
  const method = route.split(' ')[0] ?? 'GET';

  it('answers 401 signed out', async () => {
    const response = await setup.anonymous.request(method, path, { json: body });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthorized', code: 'unauthorized' });
  });

  it('answers 403 to role user, before any validation', async () => {
    const response = await setup.user.request(method, path, { json: body });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'forbidden' });
  });

  it('lets an admin through', async () => {
    const response = await setup.admin.request(method, path, { json: body });
    // A live stream never ends by itself: its status is the answer.
    if (response.headers.get('content-type')?.includes('text/event-stream')) await response.body?.cancel();
    else await response.arrayBuffer();
    expect([401, 403]).not.toContain(response.status);
  });
});

// The admin check is each admin router's own middleware: it must answer only for the admin routes
// themselves, never for a path or a method no admin route has, nor for the other routers' routes.
describe('the admin check, beside the other routes', () => {
  it('leaves a participant route to its own rules', async () => {
    expect((await setup.user.get('/api/leaderboard')).status).toBe(200);
    expect((await setup.user.get('/api/hunt')).status).toBe(200);
    const signedOut = await setup.anonymous.get('/api/leaderboard');
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ message: 'Unauthorized', code: 'unauthorized' });
  });

  it('answers 404 for an admin path no route has, whoever asks', async () => {
    for (const client of [setup.anonymous, setup.user, setup.admin]) {
      const response = await client.get('/api/admin/no-such-thing');
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Not found', code: 'not_found' });
    }
  });

  it('answers 405 for a method an admin route does not take, whoever asks', async () => {
    for (const client of [setup.anonymous, setup.user, setup.admin]) {
      const response = await client.request('DELETE', '/api/admin/config');
      expect(response.status).toBe(405);
      expect(await response.json()).toEqual({ message: 'Method not allowed', code: 'method_not_allowed' });
    }
  });
});
