import type Router from '@koa/router';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminConfigDto } from '../../core/admin';
import { CLI_LOGIN_API } from '../../core/adminPaths';
import type { AppState } from '../context';
import { expectJson, signedIn, startAdminTestServer, type AdminTestSetup } from '../testing/admin';
import { TestClient } from '../testing/client';
import { makeEvent, makePieces, makeQuestionnaire } from '../testing/factories';
import { adminRoutes } from './admin';
import { authRoutes } from './auth';
import { cliLoginRoutes } from './cliLogin';
import { leaderboardRoutes } from './leaderboard';
import { playRoutes } from './play';
import { systemRoutes } from './system';

/**
 * Issue 8, "How it must be shown": arbitrary JSON and strings (control characters, lone
 * surrogates, 10 MB strings, deep nesting, wrong types) at every participant and admin mutation.
 * Never a 5xx; a refused request (4xx) changes no row; the server is healthy afterwards.
 *
 * The runs are seeded: FUZZ_SEED=<n> replays one (fast-check's report names the seed and path of
 * a failure too), FUZZ_RUNS=<n> changes how many bodies each route gets (default 20).
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_208);
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);

type Who = 'admin' | 'user' | 'anonymous';
type Body = { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; type: string } | { kind: 'none' };

interface Target {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The router's path, as registered. */
  route: string;
  as: Who;
  /** A body the route accepts (its leaves are what gets mutated); null for a body-less route. */
  valid: () => unknown;
  /** Existing ids that may fill :id (never for routes that delete or complete). */
  ids?: () => string[];
}

let setup: AdminTestSetup;
let healthy: TestClient;
let domain = '';
let pieceId = 0;
let questionnaireId = 0;
let bystanderId = '';
let cliLoginId = '';

const db = () => setup.server.runtime.deps.db;

const TARGETS: Target[] = [
  { method: 'POST', route: '/api/scan', as: 'user', valid: () => ({ code: 'FZ0001' }) },
  { method: 'POST', route: '/api/survey/submit', as: 'user', valid: () => ({ questionnaireId, responses: { q0: 'Paris\nFrance', q1: ['A', 'B'] } }) },
  { method: 'POST', route: '/api/auth/dev-login', as: 'anonymous', valid: () => ({ email: 'fuzzy@campus.edu', firstName: 'Fu', lastName: 'Zzy', returnTo: '/dashboard' }) },
  { method: 'POST', route: '/api/logout', as: 'anonymous', valid: () => null },
  { method: 'POST', route: CLI_LOGIN_API.start, as: 'anonymous', valid: () => ({ clientName: 'hunt CLI on laptop' }) },
  { method: 'POST', route: CLI_LOGIN_API.lookup, as: 'admin', valid: () => ({ userCode: 'ABCD-EFGH' }) },
  { method: 'POST', route: CLI_LOGIN_API.decide, as: 'admin', valid: () => ({ userCode: 'ABCD-EFGH', approve: false }) },
  { method: 'POST', route: '/api/cli/logins/:id/token', as: 'anonymous', valid: () => ({ pollSecret: 'not-the-secret' }), ids: () => [cliLoginId] },
  { method: 'PATCH', route: '/api/admin/users/:id/role', as: 'admin', valid: () => ({ role: 'user' }), ids: () => [bystanderId] },
  { method: 'POST', route: '/api/admin/qr-links', as: 'admin', valid: () => ({ code: 'fz0099', puzzlePieceId: pieceId, domain, isActive: true }) },
  { method: 'DELETE', route: '/api/admin/qr-links/:id', as: 'admin', valid: () => null },
  { method: 'DELETE', route: '/api/admin/tokens/:id', as: 'admin', valid: () => null },
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
  { method: 'POST', route: '/api/admin/events/:id/complete', as: 'admin', valid: () => null },
  { method: 'DELETE', route: '/api/admin/events/:id', as: 'admin', valid: () => null },
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

/* Arbitraries. */

const SPECIALS = [
  '\u0000', '\u0001', '\u0007', '\b', '\u000b', '\f', '\r', '\n', '\t', '\u001b', '\u007f', '\u0085', '\u009f',
  '\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\uFEFF', '\uFFFE', '\uFFFF', '\u200B', '\u202E', '\u2028', '\u2029',
  '🧩', 'ß', 'İ', 'ﬀ', '\u0301', '%00', '%2F', '%', '/', '\\', "'", '"', '`', '../', '<script>', '${x}', '{{x}}', ' ', 'null',
];

const nastyChar = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...SPECIALS) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.constantFrom('A', 'b', '1', 'Z9') },
);
/** What broke things before: one of these inside otherwise ordinary text. */
const POISON = ['\u0000', '\u0000', '\uD800', '\uDFFF', '\u0007', '\u001b', '\n', '\r', '\u0085', '\u2028'];
const ordinary = fc.string({ unit: 'grapheme-ascii', maxLength: 8 });
const nastyString = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(ordinary, fc.constantFrom(...POISON), ordinary).map((parts) => parts.join('')) },
  { weight: 3, arbitrary: fc.string({ unit: nastyChar, maxLength: 24 }) },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', '   \n\t ', 'ßßßßßßßßßß', 'AB/', 'ABCDEFGHIJK', 'a@b.c', '2147483648', '-1', '1e999') },
  // Long, but under the 1 MB body limit, so the schemas see them.
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(1_001, 5_001, 100_000, 700_001, 900_000), nastyChar).map(([n, c]) => 'x'.repeat(n) + c) },
);

/** [[[…]]] or {"a":{"a":…}} `depth` deep. */
function nested(depth: number, objects: boolean): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = objects ? { a: value } : [value];
  return value;
}

const weirdNumber = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(0, -0, -1, 1.5, 2_147_483_647, 2_147_483_648, -2_147_483_649, Number.MAX_SAFE_INTEGER, 2 ** 53 + 2, 1e308, -1e308, 5e-324) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.maxSafeInteger() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
);

/** Dates anywhere in JavaScript's range (PostgreSQL's is smaller), as ISO text or as a number. */
const weirdDate = fc.oneof(
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc.constantFrom('0001-01-01', '-271821-04-20T00:00:00Z', '+275760-09-13T00:00:00Z', '2024-02-30', 'yesterday', '1e3', ''),
  weirdNumber,
);

const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: nastyString },
  { weight: 3, arbitrary: weirdNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constantFrom(null, undefined) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(nastyString, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(nastyString, nastyString, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(50, 1_000, 3_000), fc.boolean()).map(([depth, objects]) => nested(depth, objects)) },
);

type Path = (string | number)[];

/** Every place in a JSON value: its leaves and its containers. */
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [prefix];
  const children = Object.entries(value).flatMap(([key, inner]) => pathsOf(inner, [...prefix, Array.isArray(value) ? Number(key) : key]));
  return [prefix, ...children];
}

/** `root` with the place at `path` replaced (undefined removes a key); unchanged when an earlier edit removed the place. */
function setAt(root: unknown, path: Path, replacement: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return replacement;
  if (root === null || typeof root !== 'object') return root;
  const copy = (Array.isArray(root) ? [...root] : { ...root }) as Record<string | number, unknown>;
  if (rest.length === 0 && replacement === undefined && !Array.isArray(copy)) delete copy[key];
  else copy[key] = setAt(copy[key], rest, replacement);
  return copy;
}

function valueAt(root: unknown, path: Path): unknown {
  return path.reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<string | number, unknown>)[key] : undefined), root);
}

/** What replaces a value: mostly junk of its own kind (a number for a number), sometimes anything. */
function replacementFor(original: unknown): fc.Arbitrary<unknown> {
  const sameKind =
    typeof original === 'number' ? weirdNumber : typeof original !== 'string' ? anyValue : /^\d{4}-\d\d-\d\dT/.test(original) ? weirdDate : nastyString;
  return fc.oneof({ weight: 4, arbitrary: sameKind }, { weight: 1, arbitrary: anyValue });
}

/** A valid body with one to three places replaced (undefined removes a key), or anything at all. */
function bodyFor(target: Target): fc.Arbitrary<Body> {
  const valid = target.valid();
  // Not the root: replacing the whole body is the 'anything at all' case below.
  const places = pathsOf(valid).filter((path) => path.length > 0);
  const edit = () => fc.constantFrom(...places).chain((path) => replacementFor(valueAt(valid, path)).map((value) => [path, value] as const));
  const mutated = places.length
    ? fc.array(edit(), { minLength: 1, maxLength: 3 }).map((edits) => edits.reduce<unknown>((body, [path, value]) => setAt(body, path, value), valid))
    : anyValue;
  const raw = fc.oneof(
    fc.constantFrom('{', '{"a":', '[1,]', 'null', '"just a string"', '{"code":"\\ud800"}', '{"__proto__":{"admin":true}}', '\u0000', ''),
    fc.string({ unit: nastyChar, maxLength: 40 }),
  );
  return fc.oneof(
    { weight: 7, arbitrary: mutated.map((value): Body => ({ kind: 'json', value })) },
    { weight: 2, arbitrary: anyValue.map((value): Body => (value === undefined ? { kind: 'none' } : { kind: 'json', value })) },
    { weight: 1, arbitrary: fc.tuple(raw, fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain')).map(([text, type]): Body => ({ kind: 'raw', text, type })) },
    { weight: 1, arbitrary: fc.constant<Body>({ kind: 'none' }) },
  );
}

/** What may fill :id: junk of every kind, ids that do not exist, and (where harmless) real ones. */
function idFor(target: Target): fc.Arbitrary<string> {
  const junk = fc.oneof(
    // Plain digits could name a real row (the fixtures): real ids are given on purpose, where harmless.
    nastyString.filter((text) => text.length < 200 && !/^\s*\d+\s*$/.test(text)).map(encodeSegment),
    fc.constantFrom('%00', '%C0', '%ED%A0%80', '%2e%2e', '..%2F', '1%00', '%20', '0', '-1', '1.5', '1e3', '0x10', '2147483648', '99999999999999999999'),
    fc.uuid(),
    fc.integer({ min: 100_000, max: 2_147_483_647 }).map(String),
  );
  return target.ids ? fc.oneof(junk, fc.constantFrom(...target.ids())) : junk;
}

/** encodeURIComponent, which throws on a lone surrogate: that half is sent as the bytes no UTF-8 decoder accepts. */
function encodeSegment(text: string): string {
  return [...text].map((char) => (/[\uD800-\uDFFF]/.test(char) ? '%ED%A0%80' : encodeURIComponent(char))).join('') || '%20';
}

/* Requests and what they may change. */

function clientFor(who: Who): TestClient {
  if (who === 'admin') return setup.admin;
  if (who === 'user') return setup.user;
  return new TestClient(setup.server.url);
}

function send(client: TestClient, method: string, path: string, body: Body): Promise<Response> {
  if (body.kind === 'json') return client.request(method, path, { body: JSON.stringify(body.value) ?? 'null', headers: { 'Content-Type': 'application/json' } });
  if (body.kind === 'raw') return client.request(method, path, { body: body.text, headers: { 'Content-Type': body.type } });
  return client.request(method, path);
}

/** Columns that change on their own (last seen, last use) are left out; sessions are not data. */
const WATCHED: Record<string, string[] | '*'> = {
  users: ['id', 'email', 'first_name', 'last_name', 'role', 'total_points', 'completed_at', 'created_at'],
  images: ['id', 'sha256', 'mime_type', 'byte_size'],
  puzzle_pieces: '*',
  qr_links: '*',
  collection_entries: '*',
  scan_attempts: '*',
  questionnaires: '*',
  survey_responses: '*',
  events: '*',
  prize_tiers: '*',
  api_tokens: ['id', 'user_id', 'name', 'created_at', 'expires_at', 'revoked_at'],
  cli_login_requests: '*',
};

type Snapshot = Record<string, string[]>;

async function snapshot(): Promise<Snapshot> {
  const entries = await Promise.all(
    Object.entries(WATCHED).map(async ([table, columns]) => {
      const rows = await db()(table).select(columns === '*' ? '*' : columns);
      return [table, rows.map((row) => JSON.stringify(row)).sort()] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** The tables that differ. A wrong code (404 'Invalid code') is stored by design, as an attempt. */
function changedTables(before: Snapshot, after: Snapshot, allowed: string[]): string[] {
  return Object.keys(WATCHED).filter((table) => !allowed.includes(table) && JSON.stringify(before[table]) !== JSON.stringify(after[table]));
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
  const after = await snapshot();
  if (response.status >= 400) {
    const wrongCode = path === '/api/scan' && response.status === 404 ? ['scan_attempts'] : [];
    expect(changedTables(current, after, wrongCode), `${request}\n→ ${response.status} ${text.slice(0, 300)} changed rows`).toEqual([]);
  }
  current = after;
  return response.status;
}

function pathOf(target: Target, id: string): string {
  return target.route.replace(':id', id);
}

beforeAll(async () => {
  setup = await startAdminTestServer();
  domain = (await expectJson<AdminConfigDto>(setup.admin.get('/api/admin/config'), 200)).qrDomains[0] ?? '';
  const made = await makePieces(db(), ['FZ0001', 'FZ0002', 'FZ0003']);
  pieceId = made[0]?.piece.id ?? 0;
  await makeEvent(db());
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
  current = await snapshot();
  console.info(`fuzz: seed ${SEED}, ${RUNS} bodies a route (FUZZ_SEED / FUZZ_RUNS to change)`);
});
afterAll(() => setup?.server.stop());

describe('fuzzing every mutation', () => {
  it('covers every POST, PUT, PATCH and DELETE route the API registers', () => {
    const routers: Router<AppState>[] = [authRoutes(), playRoutes(), leaderboardRoutes(), cliLoginRoutes(), systemRoutes(), ...adminRoutes()];
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
    expect((await expectJson<{ piece: { id: number } }>(healthy.post('/api/scan', { code: 'fz0002' }), 200)).piece.id).toBe(
      (await db()('qr_links').where({ code: 'FZ0002' }).first()).puzzle_piece_id,
    );
    await expectJson(healthy.get('/api/puzzles'), 200);
    await expectJson(setup.admin.post('/api/admin/puzzles', { name: 'After the storm' }), 201);
    await expectJson(setup.admin.get('/api/admin/questionnaires'), 200);
  });
});
