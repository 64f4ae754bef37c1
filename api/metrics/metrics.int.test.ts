import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueApiToken } from '../services/apiTokens';
import { ADMIN_EMAIL, expectJson, startAdminTestServer, type AdminTestSetup } from '../testing/admin';
import { TestClient } from '../testing/client';
import { makeEvent, makePieces } from '../testing/factories';
import { startTestServer } from '../testing/harness';

const METRICS_TOKEN = 'metrics-scraper-secret-0123456789abcdef';
const PROMETHEUS_TEXT = 'text/plain; version=0.0.4; charset=utf-8';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text exposition (no escaped quotes in our label values). */
function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]));
    samples.push({ name: match[1] ?? '', labels, value: Number(match[3]) });
  }
  return samples;
}

/** The value of the one sample with this name whose labels include `labels`, or undefined. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  const found = samples.filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value));
  expect(found.length, `${name} ${JSON.stringify(labels)}`).toBeLessThanOrEqual(1);
  return found[0]?.value;
}

let setup: AdminTestSetup;

/** Scrapes as Prometheus does: METRICS_TOKEN and nothing else. */
async function scrape(baseUrl = setup.server.url): Promise<Sample[]> {
  const response = await fetch(`${baseUrl}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return parse(text);
}

beforeAll(async () => {
  setup = await startAdminTestServer({ METRICS_TOKEN });
  await makePieces(setup.server.runtime.deps.db, ['MET001', 'MET002']);
  await makeEvent(setup.server.runtime.deps.db);
  await setup.server.runtime.settle();
});
afterAll(() => setup.server.stop());

describe('who may read GET /metrics', () => {
  it('answers 401 JSON when signed out and 403 to a participant', async () => {
    expect(await expectJson(setup.anonymous.get('/metrics'), 401)).toEqual({ message: 'Unauthorized', code: 'unauthorized' });
    expect(await expectJson(setup.user.get('/metrics'), 403)).toMatchObject({ code: 'forbidden' });
  });

  it('answers 401 to a wrong bearer, whether or not it looks like an API token', async () => {
    for (const secret of [`${METRICS_TOKEN}x`, METRICS_TOKEN.slice(0, -1), 'hunt_not-a-token']) {
      expect(await expectJson(setup.anonymous.get('/metrics', { Authorization: `Bearer ${secret}` }), 401)).toMatchObject({ code: 'unauthorized' });
    }
    // METRICS_TOKEN opens /metrics only: it is no key to the API.
    await expectJson(setup.anonymous.get('/api/admin/users', { Authorization: `Bearer ${METRICS_TOKEN}` }), 401);
  });

  it('serves the text format to an admin session, an admin API token and the METRICS_TOKEN bearer', async () => {
    const admin = await setup.server.runtime.deps.db('users').where({ email: ADMIN_EMAIL }).first();
    const { secret } = await issueApiToken(setup.server.runtime.deps.db, admin, 'prometheus');
    const callers = [
      setup.admin.get('/metrics'),
      setup.anonymous.get('/metrics', { Authorization: `Bearer ${secret}` }),
      setup.anonymous.get('/metrics', { Authorization: `bearer ${METRICS_TOKEN}` }),
    ];
    for (const response of await Promise.all(callers)) {
      const text = await response.text();
      expect(response.status, text).toBe(200);
      expect(response.headers.get('content-type')).toBe(PROMETHEUS_TEXT);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(text).toContain('# TYPE hunt_scans_total counter');
    }
  });

  it('is answered by the API, not the web client, also on a host name other than PUBLIC_URL\'s (Prometheus scrapes an instance by its address)', async () => {
    const response = await fetch(`${setup.server.url.replace('localhost', '127.0.0.1')}/metrics`, { redirect: 'manual' });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'unauthorized' });
  });
});

describe('what GET /metrics reports', () => {
  beforeAll(async () => {
    const student = new TestClient(setup.server.url);
    await student.signIn('scanner@campus.edu');
    await expectJson(student.post('/api/scan', { code: 'MET001' }), 200);
    await expectJson(student.post('/api/scan', { code: 'MET001' }), 409);
    await expectJson(student.post('/api/scan', { code: 'NOPE99' }), 404);
    await expectJson(student.post('/api/scan', { code: '' }), 400);
    await expectJson(setup.anonymous.post('/api/scan', { code: 'MET002' }), 401);
  });

  it('counts scans by outcome', async () => {
    const samples = await scrape();
    expect(valueOf(samples, 'hunt_scans_total', { outcome: 'collected' })).toBe(1);
    expect(valueOf(samples, 'hunt_scans_total', { outcome: 'already_collected' })).toBe(1);
    expect(valueOf(samples, 'hunt_scans_total', { outcome: 'invalid_code' })).toBe(1);
    expect(valueOf(samples, 'hunt_scans_total', { outcome: 'bad_request' })).toBe(1);
    expect(valueOf(samples, 'hunt_scans_total', { outcome: 'unauthorized' })).toBe(1);
    // Outcomes not seen yet are there at zero, so a rate() sees their first one.
    expect(valueOf(samples, 'hunt_scans_total', { outcome: 'rate_limited' })).toBe(0);
    expect(valueOf(samples, 'hunt_scans_total', { outcome: 'no_active_event' })).toBe(0);
  });

  it('times requests by route template and status, never by raw URL', async () => {
    const id = randomUUID();
    await expectJson(setup.user.get(`/api/images/${id}`), 404);
    await expectJson(setup.user.get('/api/no-such-thing'), 404);
    // Refused by the admin routers' own check, which runs before the route's handler.
    await expectJson(setup.user.request('PATCH', `/api/admin/users/${id}/role`, { json: {} }), 403);
    const samples = await scrape();
    const count = (labels: Record<string, string>) => valueOf(samples, 'http_request_duration_seconds_count', labels);

    expect(count({ method: 'POST', route: '/api/scan', status: '200' })).toBe(1);
    expect(count({ method: 'POST', route: '/api/scan', status: '404' })).toBe(1);
    expect(count({ method: 'GET', route: '/api/images/:id', status: '404' })).toBe(1);
    expect(count({ method: 'GET', route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(count({ method: 'PATCH', route: '/api/admin/users/:id/role', status: '403' })).toBe(1);
    expect(valueOf(samples, 'http_request_duration_seconds_bucket', { method: 'POST', route: '/api/scan', status: '200', le: '+Inf' })).toBe(1);
    expect(valueOf(samples, 'http_request_duration_seconds_sum', { method: 'POST', route: '/api/scan', status: '200' })).toBeGreaterThan(0);
    expect(samples.some((sample) => Object.values(sample.labels).some((value) => value.includes(id)))).toBe(false);
  });

  it('reports the live leaderboard streams open now', async () => {
    expect(valueOf(await scrape(), 'hunt_leaderboard_streams_open')).toBe(0);
    const response = await setup.user.get('/api/leaderboard/stream');
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(valueOf(await scrape(), 'hunt_leaderboard_streams_open')).toBe(1);
    await response.body?.cancel();
    await expect.poll(async () => valueOf(await scrape(), 'hunt_leaderboard_streams_open')).toBe(0);
  });

  it('reports the database pool, with a connection in use while a transaction holds it', async () => {
    const { db } = setup.server.runtime;
    const idle = await scrape();
    const max = valueOf(idle, 'hunt_db_pool_max_connections');
    expect(max).toBe(db.kind === 'pglite' ? 1 : 20);
    expect(valueOf(idle, 'hunt_db_pool_pending_acquires')).toBe(0);

    const transaction = await db.knex.transaction();
    try {
      const busy = await scrape();
      expect(valueOf(busy, 'hunt_db_pool_connections', { state: 'used' })).toBeGreaterThanOrEqual(1);
      expect((valueOf(busy, 'hunt_db_pool_connections', { state: 'used' }) ?? 0) + (valueOf(busy, 'hunt_db_pool_connections', { state: 'free' }) ?? 0)).toBeLessThanOrEqual(max ?? 0);
    } finally {
      await transaction.rollback();
    }
  });

  it('reports event-loop delay (a stalled loop shows) and the process figures', async () => {
    // A scrape starts a fresh measuring window, whose first interval the monitor only times from.
    await scrape();
    await sleep(30);
    // The server runs in this process: hold its event loop for 80 ms.
    const until = performance.now() + 80;
    while (performance.now() < until) {
      // busy
    }
    await sleep(20);
    const samples = await scrape();
    expect(valueOf(samples, 'nodejs_eventloop_lag_max_seconds')).toBeGreaterThanOrEqual(0.05);
    for (const name of ['nodejs_eventloop_lag_seconds', 'nodejs_eventloop_lag_p99_seconds', 'process_resident_memory_bytes', 'nodejs_heap_size_used_bytes']) {
      expect(valueOf(samples, name), name).toBeTypeOf('number');
    }
  });

  it('keeps each runtime\'s figures its own (tests run several in one process)', async () => {
    const other = await startTestServer({ ADMIN_EMAILS: ADMIN_EMAIL, METRICS_TOKEN });
    try {
      const samples = await scrape(other.url);
      expect(valueOf(samples, 'hunt_scans_total', { outcome: 'collected' })).toBe(0);
      expect(valueOf(samples, 'http_request_duration_seconds_count', { method: 'POST', route: '/api/scan', status: '200' })).toBeUndefined();
    } finally {
      await other.stop();
    }
  });
});
