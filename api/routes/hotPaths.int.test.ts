import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventDto } from '../../core/admin';
import { expectJson, signedIn } from '../testing/admin';
import type { TestClient } from '../testing/client';
import { makeEvent, makePieces } from '../testing/factories';
import { startTestServer, type TestServer } from '../testing/harness';
import { statementsDuring } from '../testing/statements';

/** Signs in `count` students, a few at a time. */
async function students(server: TestServer, prefix: string, count: number): Promise<TestClient[]> {
  const clients: TestClient[] = [];
  for (let start = 0; start < count; start += 25) {
    const batch = Array.from({ length: Math.min(25, count - start) }, (_, i) => signedIn(server, `${prefix}${start + i}@campus.edu`));
    clients.push(...(await Promise.all(batch)));
  }
  return clients;
}

let server: TestServer;
const ADMIN = 'boss@campus.edu';

beforeAll(async () => {
  // 1,150 students sign in from this one address within the minute.
  server = await startTestServer({ ADMIN_EMAILS: ADMIN, SIGN_IN_LIMIT_PER_MINUTE: '5000' });
  await makePieces(server.runtime.deps.db, ['HOT001', 'HOT002']);
  await makeEvent(server.runtime.deps.db);
  await server.runtime.settle();
});
afterAll(() => server.stop());

describe('hot paths', () => {
  it('serves a warm leaderboard, score and user from memory: no SQL at all', async () => {
    const student = await signedIn(server, 'reader@campus.edu');
    for (const path of ['/api/leaderboard', '/api/user/score', '/api/auth/user']) await expectJson(student.get(path), 200);
    const statements = await statementsDuring(server, async () => {
      for (let i = 0; i < 5; i++) {
        for (const path of ['/api/leaderboard', '/api/user/score', '/api/auth/user']) await expectJson(student.get(path), 200);
      }
    });
    expect(statements).toEqual([]);
  });

  it('answers 304 to a reader who already holds the current board', async () => {
    const student = await signedIn(server, 'etag@campus.edu');
    const first = await student.get('/api/leaderboard');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    // fetch() marks a request with its own If-None-Match as no-cache; a browser revalidating does not.
    const again = await student.get('/api/leaderboard', { 'If-None-Match': etag ?? '', 'Cache-Control': 'max-age=0' });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('compresses JSON above 1 KB for a client that accepts it, and leaves small answers alone', async () => {
    await server.runtime.deps.db.raw(
      `with ranked as (insert into users (email) select 'ranked' || g || '@campus.edu' from generate_series(1, 50) g returning id, email)
       insert into participants (event_id, user_id, total_points, completed_at)
       select (select id from events where status = 'active'), id, split_part(substr(email, 7), '@', 1)::int, now() from ranked`,
    );
    await server.runtime.settle();
    const student = await signedIn(server, 'squeezed@campus.edu');
    const cookie = `hunt.sid=${student.cookie('hunt.sid')}; hunt.sid.sig=${student.cookie('hunt.sid.sig')}`;
    const cases = [
      { path: '/api/leaderboard', accepts: 'gzip, br', encoding: 'br' },
      { path: '/api/leaderboard', accepts: 'gzip', encoding: 'gzip' },
      { path: '/api/leaderboard', accepts: undefined, encoding: undefined },
      { path: '/api/user/score', accepts: 'gzip, br', encoding: undefined },
    ];
    for (const { path, accepts, encoding } of cases) {
      const response = await request(new URL(path, server.url), { headers: { cookie, ...(accepts ? { 'accept-encoding': accepts } : {}) } });
      const raw = Buffer.from(await response.body.arrayBuffer());
      expect(response.headers['content-encoding']).toBe(encoding);
      const text = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
      expect(JSON.parse(text.toString())).toBeTypeOf('object');
      if (encoding) expect(raw.length).toBeLessThan(text.length / 3);
    }
  });

  it('records a scan in one database round trip', async () => {
    const student = await signedIn(server, 'oneshot@campus.edu');
    // The sign-in's own changes reach this instance (its caches forget what they changed), the
    // scanner's visit reads the session again, and that visit's last-seen write is made: all
    // belong to them, not to the scan.
    await server.runtime.settle();
    await expectJson(student.get('/api/auth/user'), 200);
    await server.runtime.deps.activity.flush();
    const statements = await statementsDuring(server, () => expectJson(student.post('/api/scan', { code: 'HOT001' }), 200));
    expect(statements).toEqual([expect.stringMatching(/^select hunt_record_scan\(/)]);
  });

  it('acknowledges every scan of 1,000 students scanning at once, each stored once', async () => {
    const crowd = await students(server, 'crowd', 1000);
    const statuses = await Promise.all(crowd.map((client) => client.post('/api/scan', { code: 'HOT002' }).then((r) => r.status)));
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const rows = await server.runtime.deps.db('collection_entries as c')
      .join('users as u', 'u.id', 'c.user_id')
      .where('u.email', 'like', 'crowd%')
      .select('c.user_id');
    expect(rows).toHaveLength(1000);
    expect(new Set(rows.map((row) => row.user_id)).size).toBe(1000);
  });
});

describe('scans racing the completion of the event', () => {
  it('stores no collection after the completion, and acknowledges none that was not stored', async () => {
    const db = server.runtime.deps.db;
    const racers = await students(server, 'racer', 150);
    const boss = await signedIn(server, ADMIN);
    const active = (await expectJson<EventDto[]>(boss.get('/api/admin/events'), 200)).find((e) => e.status === 'active');

    const scans = racers.map((client) => client.post('/api/scan', { code: 'HOT001' }).then((r) => r.status));
    // Completion lands in the middle of the burst: as soon as the first scan is acknowledged.
    await Promise.race(scans);
    const completed = await expectJson<EventDto>(boss.post(`/api/admin/events/${active?.id}/complete`), 200);
    const statuses = await Promise.all(scans);

    expect(statuses.every((status) => status === 200 || status === 403)).toBe(true);
    const stored = await db('collection_entries as c')
      .join('users as u', 'u.id', 'c.user_id')
      .join('qr_links as l', 'l.id', 'c.qr_link_id')
      .where('u.email', 'like', 'racer%')
      .andWhere('l.code', 'HOT001')
      .select('c.collected_at');
    expect(stored).toHaveLength(statuses.filter((status) => status === 200).length);
    const { completed_at: completedAt } = await db('events').where({ id: active?.id }).first();
    const late = await db('collection_entries').where('collected_at', '>', completedAt).count<{ count: number }[]>('* as count');
    expect(Number(late[0]?.count)).toBe(0);
    expect(new Date(completed.completedAt ?? 0).getTime()).toBe(completedAt.getTime());
    // After the whistle, a scan is refused.
    expect((await racers[0]?.post('/api/scan', { code: 'HOT002' }))?.status).toBe(403);
  });
});
