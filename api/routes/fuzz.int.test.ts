import type Router from '@koa/router';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminConfigDto } from '../../core/admin';
import { CLI_LOGIN_API } from '../../core/adminPaths';
import type { AppState } from '../context';
import { expectJson, signedIn, startAdminTestServer, type AdminTestSetup } from '../testing/admin';
import { TestClient } from '../testing/client';
import { makeEvent, makePieces, makeQuestionnaire } from '../testing/factories';
import { bodyFor, changedTables, idFor, send, snapshot, type Body, type Snapshot, type Target, type Who } from '../testing/fuzz';
import { rawRequest } from '../testing/rawRequest';
import { apiRouters } from '../app';
import { systemRoutes } from './system';

/**
 * The property test (docs/security.md): arbitrary JSON and strings (control characters, lone
 * surrogates, 10 MB strings, deep nesting, wrong types) at every participant and admin mutation.
 * Never a 5xx; a refused request (4xx) changes no row; the server is healthy afterwards.
 *
 * The runs are seeded: FUZZ_SEED=<n> replays one (fast-check's report names the seed and path of
 * a failure too), FUZZ_RUNS=<n> changes how many bodies each route gets (default 20).
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_208);
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
/** A well-formed user id that names nobody. */
const NOBODY_ID = '00000000-0000-4000-8000-000000000000';

let setup: AdminTestSetup;
let healthy: TestClient;
let domain = '';
let pieceId = 0;
let linkId = 0;
let questionnaireId = 0;
let activeEventId = 0;
let teamId = 0;
let divisionId = 0;
let scheduledEventId = 0;
let bystanderId = '';
let cliLoginId = '';

const db = () => setup.server.runtime.deps.db;

const TARGETS: Target[] = [
  {
    method: 'POST',
    route: '/api/scan',
    as: 'user',
    valid: () => ({ code: 'FZ0001', position: { latitude: 1, longitude: 2, accuracy: 10 }, claimedAt: '2026-05-01T09:00:00Z' }),
  },
  { method: 'POST', route: '/api/puzzles/:id/hints/:index', as: 'user', valid: () => null, ids: () => [String(pieceId)] },
  { method: 'POST', route: '/api/survey/submit', as: 'user', valid: () => ({ questionnaireId, responses: { q0: 'Paris\nFrance', q1: ['A', 'B'] } }) },
  { method: 'POST', route: '/api/user/declarations', as: 'user', valid: () => null },
  { method: 'POST', route: '/api/teams', as: 'user', valid: () => ({ name: 'Fuzz Foxes' }) },
  { method: 'POST', route: '/api/teams/join', as: 'user', valid: () => ({ code: 'ABC-DEF' }) },
  { method: 'DELETE', route: '/api/team/membership', as: 'user', valid: () => null },
  { method: 'POST', route: '/api/division', as: 'user', valid: () => ({ divisionId: 1 }) },
  { method: 'POST', route: '/api/auth/dev-login', as: 'anonymous', valid: () => ({ email: 'fuzzy@campus.edu', firstName: 'Fu', lastName: 'Zzy', returnTo: '/dashboard' }) },
  { method: 'POST', route: '/api/logout', as: 'anonymous', valid: () => null },
  {
    method: 'POST',
    route: '/api/push/subscriptions',
    as: 'user',
    valid: () => ({ endpoint: 'https://push.example/send/fuzz', keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) } }),
  },
  { method: 'DELETE', route: '/api/push/subscriptions', as: 'user', valid: () => ({ endpoint: 'https://push.example/send/fuzz' }) },
  { method: 'POST', route: CLI_LOGIN_API.start, as: 'anonymous', valid: () => ({ clientName: 'hunt CLI on laptop' }) },
  { method: 'POST', route: CLI_LOGIN_API.lookup, as: 'admin', valid: () => ({ userCode: 'ABCD-EFGH' }) },
  { method: 'POST', route: CLI_LOGIN_API.decide, as: 'admin', valid: () => ({ userCode: 'ABCD-EFGH', approve: false }) },
  { method: 'POST', route: '/api/cli/logins/:id/token', as: 'anonymous', valid: () => ({ pollSecret: 'not-the-secret' }), ids: () => [cliLoginId] },
  { method: 'PATCH', route: '/api/admin/users/:id/role', as: 'admin', valid: () => ({ role: 'user' }), ids: () => [bystanderId] },
  // A well-formed id of nobody: the body is read (and refused when too big) before the lookup.
  { method: 'DELETE', route: '/api/admin/users/:id', as: 'admin', valid: () => null, ids: () => [NOBODY_ID] },
  { method: 'POST', route: '/api/admin/qr-links', as: 'admin', valid: () => ({ code: 'fz0099', puzzlePieceId: pieceId, domain, isActive: true }) },
  {
    method: 'PATCH',
    route: '/api/admin/qr-links/:id',
    as: 'admin',
    valid: () => ({ isActive: true, place: { latitude: 51.75, longitude: -1.25, radiusM: 40 }, screen: false }),
    ids: () => [String(linkId)],
  },
  { method: 'DELETE', route: '/api/admin/qr-links/:id', as: 'admin', valid: () => null },
  { method: 'DELETE', route: '/api/admin/tokens/:id', as: 'admin', valid: () => null },
  { method: 'POST', route: '/api/admin/fair-play/marks/:id/clear', as: 'admin', valid: () => null },
  { method: 'PUT', route: '/api/admin/users/:id/disqualification', as: 'admin', valid: () => ({ disqualified: false }), ids: () => [bystanderId] },
  {
    method: 'POST',
    route: '/api/admin/puzzles',
    as: 'admin',
    valid: () => ({ name: 'Fuzz Piece', description: 'Behind\nthe door', imageUrl: 'https://img.campus.edu/a.png' }),
  },
  {
    method: 'PATCH',
    route: '/api/admin/puzzles/:id',
    as: 'admin',
    valid: () => ({ name: 'Fuzz Piece', description: null, imageUrl: 'data:image/png;base64,iVBORw0KGgo=' }),
    ids: () => [String(pieceId)],
  },
  { method: 'DELETE', route: '/api/admin/puzzles/:id', as: 'admin', valid: () => null },
  { method: 'POST', route: '/api/admin/questionnaires', as: 'admin', valid: () => questionnaireBody() },
  { method: 'PUT', route: '/api/admin/questionnaires/:id', as: 'admin', valid: () => questionnaireBody(), ids: () => [String(questionnaireId)] },
  { method: 'DELETE', route: '/api/admin/questionnaires/:id', as: 'admin', valid: () => null },
  {
    method: 'POST',
    route: '/api/admin/events',
    as: 'admin',
    valid: () => ({
      name: 'Fuzz Hunt',
      description: 'Spring\nedition',
      startDate: '2031-03-01T09:00:00Z',
      endDate: '2031-03-08T18:00:00Z',
      prizeTiers: [{ percentile: 90, prizeName: 'Gold', prizeDescription: 'Top 10%' }],
      leaderboardVisibility: 'sealed',
    }),
  },
  {
    method: 'PATCH',
    route: '/api/admin/events/:id',
    as: 'admin',
    valid: () => ({
      name: 'Fuzz Hunt II',
      description: null,
      startDate: '2031-04-01T09:00:00Z',
      endDate: '2031-04-08T18:00:00Z',
      prizeTiers: [],
      leaderboardVisibility: 'live',
      locationPolicy: 'enforce',
    }),
    ids: () => [String(scheduledEventId)],
  },
  {
    method: 'POST',
    route: '/api/admin/events/:id/clone',
    as: 'admin',
    valid: () => ({ name: 'Fuzz Hunt Again', startDate: '2032-04-01T09:00:00Z', endDate: '2032-04-08T18:00:00Z', prizeTiers: [] }),
    ids: () => [String(scheduledEventId)],
  },
  { method: 'POST', route: '/api/admin/teams', as: 'admin', valid: () => ({ eventId: activeEventId, name: 'Fuzz Owls' }) },
  { method: 'PATCH', route: '/api/admin/teams/:id', as: 'admin', valid: () => ({ name: 'Fuzz Owls II' }), ids: () => [String(teamId)] },
  { method: 'DELETE', route: '/api/admin/teams/:id', as: 'admin', valid: () => null },
  { method: 'PUT', route: '/api/admin/teams/:id/disqualification', as: 'admin', valid: () => null, ids: () => [String(teamId)] },
  { method: 'DELETE', route: '/api/admin/teams/:id/disqualification', as: 'admin', valid: () => null, ids: () => [String(teamId)] },
  { method: 'POST', route: '/api/admin/teams/members', as: 'admin', valid: () => ({ eventId: activeEventId, email: 'bystander@campus.edu', team: 'Fuzz Base' }) },
  { method: 'POST', route: '/api/admin/teams/import', as: 'admin', valid: () => ({ eventId: activeEventId, rows: [{ team: 'Fuzz Base', email: 'healthy@campus.edu' }] }) },
  { method: 'POST', route: '/api/admin/divisions', as: 'admin', valid: () => ({ eventId: activeEventId, name: 'Fuzz Faculty', emailDomains: ['campus.edu'] }) },
  { method: 'PATCH', route: '/api/admin/divisions/:id', as: 'admin', valid: () => ({ name: 'Fuzz Faculty II', emailDomains: ['cs.campus.edu'] }), ids: () => [String(divisionId)] },
  { method: 'DELETE', route: '/api/admin/divisions/:id', as: 'admin', valid: () => null },
  { method: 'POST', route: '/api/admin/divisions/assignments', as: 'admin', valid: () => ({ eventId: activeEventId, rows: [{ division: 'Fuzz Base', email: 'someone@campus.edu' }] }) },
  { method: 'POST', route: '/api/admin/announcements', as: 'admin', valid: () => ({ text: 'Fuzz says hello', sendAt: '2031-03-02T09:00:00Z' }) },
  { method: 'DELETE', route: '/api/admin/announcements/:id', as: 'admin', valid: () => null },
  { method: 'POST', route: '/api/admin/events/:id/screen-link', as: 'admin', valid: () => null },
  { method: 'POST', route: '/api/admin/events/:id/start', as: 'admin', valid: () => null },
  { method: 'POST', route: '/api/admin/events/:id/complete', as: 'admin', valid: () => null },
  { method: 'POST', route: '/api/admin/events/:id/purge', as: 'admin', valid: () => null },
  { method: 'DELETE', route: '/api/admin/events/:id', as: 'admin', valid: () => null },
  // Last: every body is a refusal (the confirmation is always altered), but nothing after it needs the student.
  { method: 'DELETE', route: '/api/user', as: 'user', valid: () => ({ confirm: 'pat@campus.edu' }) },
];

function questionnaireBody() {
  return {
    title: 'Fuzz quiz',
    description: 'Two\nlines',
    triggerCount: 1,
    questions: [
      { text: 'Capital of France?', type: 'text', required: true, isGraded: true, correctAnswer: 'Paris', points: 5, negativePoints: 1, caseSensitive: true },
      { question: 'Pick', type: 'checkbox', choices: ['A', 'B'], showIf: { questionIndex: 0, expectedAnswer: ['x'] }, imageUrl: 'https://img.campus.edu/q.png' },
      { text: 'Rate', type: 'rating', isGraded: true, correctAnswer: '5', points: 1 },
    ],
  };
}

/* Who sends, and the rules every answer must follow. */

function clientFor(who: Who): TestClient {
  if (who === 'admin') return setup.admin;
  if (who === 'user') return setup.user;
  return new TestClient(setup.server.url);
}

let current: Snapshot;

/** Sends one request and checks the rules; returns the status. */
async function probe(target: Target, method: string, path: string, body: Body): Promise<number> {
  const response = await send(clientFor(target.as), method, path, body);
  const text = await response.text();
  const shown = body.kind === 'json' ? JSON.stringify(body.value)?.slice(0, 300) : body.kind === 'raw' ? JSON.stringify(body.text.slice(0, 300)) : '(no body)';
  const request = `${method} ${path.slice(0, 200)} ${shown}`;
  expect(response.status, `${request}\n→ ${response.status} ${text.slice(0, 500)}`).toBeLessThan(500);
  expect(text, `${request}\n→ a database name in the answer`).not.toMatch(/_check\b|_fkey\b|_key\b|violates|constraint|relation "|invalid byte sequence|syntax for type/);
  const after = await snapshot(db());
  if (response.status >= 400) {
    const wrongCode = path === '/api/scan' && response.status === 404 ? ['scan_attempts'] : [];
    expect(changedTables(current, after, wrongCode), `${request}\n→ ${response.status} ${text.slice(0, 300)} changed rows`).toEqual([]);
  }
  current = after;
  return response.status;
}

function pathOf(target: Target, id: string): string {
  return target.route.replace(':id', id).replace(':index', '0');
}

beforeAll(async () => {
  // One student sends hundreds of bodies here: above the per-student limit on changes
  // (writeLimit.int.test.ts), so that the schemas and the body limits are what answer.
  setup = await startAdminTestServer({ PARTICIPANT_WRITE_LIMIT: '100000' });
  domain = (await expectJson<AdminConfigDto>(setup.admin.get('/api/admin/config'), 200)).qrDomains[0] ?? '';
  const made = await makePieces(db(), ['FZ0001', 'FZ0002', 'FZ0003']);
  pieceId = made[0]?.piece.id ?? 0;
  linkId = made[1]?.link.id ?? 0;
  // Played solo and in teams, so that the teams' calls get past their first checks.
  activeEventId = (await makeEvent(db(), { mode: 'solo-and-teams' })).id;
  // The organisers' calls find the event in the events cache: it must have heard of it.
  await setup.server.runtime.deps.caches.events.refresh();
  teamId = (await expectJson<{ id: number }>(setup.admin.post('/api/admin/teams', { eventId: activeEventId, name: 'Fuzz Base' }), 201)).id;
  divisionId = (await expectJson<{ id: number }>(setup.admin.post('/api/admin/divisions', { eventId: activeEventId, name: 'Fuzz Base', emailDomains: [] }), 201)).id;
  scheduledEventId = (await makeEvent(db(), { status: 'scheduled', start_date: new Date('2031-03-01T09:00:00Z'), end_date: new Date('2031-03-08T18:00:00Z') })).id;
  questionnaireId = (
    await makeQuestionnaire(db(), {
      title: 'Fuzzed answers',
      triggerCount: 1,
      questions: [
        { text: 'Where?', type: 'longtext' },
        { text: 'Which?', type: 'checkbox', choices: ['A', 'B', 'C'] },
      ],
    })
  ).id;
  await expectJson(setup.user.post('/api/scan', { code: 'FZ0001' }), 200);
  healthy = await signedIn(setup.server, 'healthy@campus.edu');
  bystanderId = (await new TestClient(setup.server.url).signIn('bystander@campus.edu')).id;
  cliLoginId = (await expectJson<{ id: string }>(new TestClient(setup.server.url).post(CLI_LOGIN_API.start, { clientName: 'fuzz' }), 201)).id;
  await setup.server.runtime.deps.activity.flush();
  current = await snapshot(db());
  console.info(`fuzz: seed ${SEED}, ${RUNS} bodies a route (FUZZ_SEED / FUZZ_RUNS to change)`);
});
afterAll(() => setup?.server.stop());

describe('fuzzing every mutation', () => {
  it('covers every POST, PUT, PATCH and DELETE route the API registers', () => {
    const routers: Router<AppState>[] = [...apiRouters(), systemRoutes()];
    const registered = routers.flatMap((router) =>
      router.stack.flatMap((layer) => layer.methods.filter((method) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)).map((method) => `${method} ${String(layer.path)}`)),
    );
    expect(new Set(registered)).toEqual(new Set(TARGETS.map((target) => `${target.method} ${target.route}`)));
  });

  it('answers 10 MB bodies with 413 and stores nothing', async () => {
    const huge = 'A'.repeat(10 * 1024 * 1024);
    const cases: [Target | undefined, string][] = [
      [TARGETS.find((t) => t.route === '/api/scan'), '/api/scan'],
      [TARGETS.find((t) => t.route === '/api/survey/submit'), '/api/survey/submit'],
      [TARGETS.find((t) => t.route === '/api/admin/puzzles'), '/api/admin/puzzles'],
      [TARGETS.find((t) => t.route === '/api/admin/questionnaires/:id'), `/api/admin/questionnaires/${questionnaireId}`],
      [TARGETS.find((t) => t.route === CLI_LOGIN_API.start), CLI_LOGIN_API.start],
    ];
    for (const [target, path] of cases) {
      if (!target) throw new Error(`no target for ${path}`);
      const field = Object.keys(target.valid() as object)[0] ?? 'x';
      expect(await probe(target, target.method, path, { kind: 'raw', text: JSON.stringify({ [field]: huge }), type: 'application/json' })).toBe(413);
    }
    const scan = TARGETS[0] as Target;
    expect(await probe(scan, 'POST', '/api/scan', { kind: 'raw', text: `a=${huge}`, type: 'application/x-www-form-urlencoded' })).toBeGreaterThanOrEqual(400);
  });

  it('answers a body past its route\'s limit with 413 on every route, sent whole or in chunks, and stores nothing', async () => {
    // Past the organiser's 1 MB, so past every route's limit.
    const huge = 'A'.repeat(1_100_000);
    for (const target of TARGETS) {
      const path = pathOf(target, target.ids?.()[0] ?? '999999');
      const field = Object.keys((target.valid() as object | null) ?? { padding: '' })[0] ?? 'padding';
      for (const chunked of [false, true]) {
        const request = `${target.method} ${path} (${chunked ? 'chunked' : 'Content-Length'})`;
        const response = await rawRequest(setup.server.url, target.method, path, {
          headers: { 'Content-Type': 'application/json', Cookie: clientFor(target.as).cookieHeader() },
          body: JSON.stringify({ [field]: huge }),
          chunked,
        });
        // A route that looks its :id up first may answer 404 before it reads; none may answer 5xx.
        if (target.route.includes(':id') && response.status === 404) continue;
        expect(response.status, `${request}\n→ ${response.body.slice(0, 300)}`).toBe(413);
        const after = await snapshot(db());
        expect(changedTables(current, after, []), `${request} changed rows`).toEqual([]);
        current = after;
      }
    }
  });

  it('answers methods no route takes with a 4xx on every route, and changes nothing', async () => {
    for (const target of TARGETS) {
      const path = pathOf(target, target.ids?.()[0] ?? '999999');
      for (const method of ['TRACE', 'PROPFIND', 'MKCOL', 'PROPPATCH', 'FROB']) {
        const response = await rawRequest(setup.server.url, method, path, {
          headers: { 'Content-Type': 'application/json', Cookie: clientFor(target.as).cookieHeader() },
          body: JSON.stringify(target.valid() ?? {}),
        });
        const request = `${method} ${path}`;
        expect(response.status, `${request}\n→ ${response.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${request}\n→ ${response.body.slice(0, 300)}`).toBeLessThan(500);
      }
      const after = await snapshot(db());
      expect(changedTables(current, after, []), `${target.route} changed rows`).toEqual([]);
      current = after;
    }
  });

  it('answers JSON nested 100,000 deep, and deep form fields, with a 4xx', async () => {
    const scan = TARGETS[0] as Target;
    const deepArray = `{"code":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const deepObject = `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`;
    for (const text of [deepArray, deepObject]) {
      expect(await probe(scan, 'POST', '/api/scan', { kind: 'raw', text, type: 'application/json' })).toBeGreaterThanOrEqual(400);
    }
    const devLogin = TARGETS[2] as Target;
    const deepForm = `email=a%40b.c&firstName${'[a]'.repeat(1000)}=x&returnTo=%00`;
    expect(await probe(devLogin, 'POST', '/api/auth/dev-login', { kind: 'raw', text: deepForm, type: 'application/x-www-form-urlencoded' })).toBeLessThan(500);
  });

  it.each(TARGETS.map((target, index) => [`${target.method} ${target.route}`, target, index] as const))(
    '%s: never a 5xx, and a refused request changes nothing',
    async (_, target, index) => {
      const arbitrary = target.route.includes(':id') ? fc.tuple(idFor(target), bodyFor(target)) : fc.tuple(fc.constant(''), bodyFor(target));
      await fc.assert(
        fc.asyncProperty(arbitrary, async ([id, body]) => {
          await probe(target, target.method, pathOf(target, id), body);
        }),
        { seed: SEED + index, numRuns: RUNS },
      );
    },
  );

  it('leaves the server healthy: /healthz, a participant scan and an admin create still work', async () => {
    await expectJson(healthy.get('/healthz'), 200);
    // FZ0003: no fuzzed request names its link (FZ0002's may end with a place, which asks for a position).
    expect((await expectJson<{ piece: { id: number } }>(healthy.post('/api/scan', { code: 'fz0003' }), 200)).piece.id).toBe(
      (await db()('qr_links').where({ code: 'FZ0003' }).first()).puzzle_piece_id,
    );
    await expectJson(healthy.get('/api/puzzles'), 200);
    await expectJson(setup.admin.post('/api/admin/puzzles', { name: 'After the storm' }), 201);
    await expectJson(setup.admin.get('/api/admin/questionnaires'), 200);
  });
});
