import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectJson, signedIn } from './testing/admin';
import { TestClient } from './testing/client';
import { makeEvent, makePieces } from './testing/factories';
import { startTestServer, testDbTarget, type TestServer } from './testing/harness';
import { startPrivatePostgres } from './testing/privatePostgres';
import { expectBrieflyUnavailable } from './testing/unavailable';

/**
 * A server whose database the test can take away: on PGlite the embedded database is closed
 * (it cannot come back); on PostgreSQL a server of the test's own is stopped and started again
 * (the shared one is never touched).
 */
interface Outage {
  server: TestServer;
  takeDown(): Promise<void>;
  bringBack: (() => Promise<void>) | null;
  end(): Promise<void>;
}

async function startOutage(env: Record<string, string>): Promise<Outage> {
  if (testDbTarget() === 'pglite') {
    const server = await startTestServer(env);
    const { db } = server.runtime;
    if (db.kind !== 'pglite') throw new Error('expected the embedded database');
    return { server, takeDown: () => db.pglite.close(), bringBack: null, end: () => server.stop() };
  }
  const postgres = await startPrivatePostgres();
  try {
    const server = await startTestServer(env, { databaseUrl: postgres.url });
    return {
      server,
      takeDown: () => postgres.stop(),
      bringBack: () => postgres.start(),
      end: async () => {
        try {
          if (!postgres.running) await postgres.start();
          await server.stop();
        } finally {
          await postgres.destroy();
        }
      },
    };
  } catch (error) {
    await postgres.destroy();
    throw error;
  }
}

describe('the database down', () => {
  let outage: Outage;
  beforeAll(async () => {
    outage = await startOutage({ ADMIN_EMAILS: 'boss@campus.edu' });
  });
  afterAll(() => outage.end());

  it('answers 503 with Retry-After and {message, code}: a scan, a fresh sign-in and an admin list; and serves again once it is back', async () => {
    const { server } = outage;
    const db = server.runtime.deps.db;
    await makePieces(db, ['DOWN01']);
    await makeEvent(db);
    const student = await signedIn(server, 'student@campus.edu');
    const admin = await signedIn(server, 'boss@campus.edu');

    await outage.takeDown();

    await expectBrieflyUnavailable(await student.post('/api/scan', { code: 'DOWN01' }));
    await expectBrieflyUnavailable(await new TestClient(server.url).post('/api/auth/dev-login', { email: 'late@campus.edu' }));
    await expectBrieflyUnavailable(await admin.get('/api/admin/users'));
    expect((await fetch(new URL('/healthz', server.url))).status).toBe(503);

    if (!outage.bringBack) return; // a closed PGlite stays closed
    await outage.bringBack();
    await expectJson(student.post('/api/scan', { code: 'DOWN01' }), 200);
    expect(await db('collection_entries').count<{ count: number }[]>('* as count')).toEqual([{ count: 1 }]);
    expect((await fetch(new URL('/healthz', server.url))).status).toBe(200);
  });
});
