import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectJson, signedIn } from '../testing/admin';
import { startTestServer, type TestServer } from '../testing/harness';

let server: TestServer;
const ADMIN = 'boss@campus.edu';

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: `${ADMIN},deputy@campus.edu` });
});
afterAll(() => server.stop());

describe('the change bus losing its connection', () => {
  it('never serves a stale role: reads go to the database until it is back, then everything is read again', async () => {
    const { db, bus } = server.runtime.deps;
    const deputy = await signedIn(server, 'deputy@campus.edu');
    await expectJson(deputy.get('/api/admin/users'), 200);

    if (server.runtime.db.kind === 'pglite') {
      // Embedded, the bus is the database's own listener in this process: it cannot be lost.
      expect(bus.isLive()).toBe(true);
      return;
    }
    const channel = (await db.raw('select hunt_channel() as channel')).rows[0].channel as string;
    const killed = await db.raw(
      `select pg_terminate_backend(pid) as killed from pg_stat_activity where query = ? and datname = current_database()`,
      [`LISTEN "${channel}"`],
    );
    expect(killed.rows).toHaveLength(1);
    await expect.poll(() => bus.isLive(), { timeout: 5000, interval: 10 }).toBe(false);

    // Demoted while nobody listens: no announcement reaches this instance.
    await db('users').where({ email: 'deputy@campus.edu' }).update({ role: 'user' });
    await expectJson(deputy.get('/api/admin/users'), 403);

    await expect.poll(() => bus.isLive(), { timeout: 10_000, interval: 50 }).toBe(true);
    await expectJson(deputy.get('/api/admin/users'), 403);
  });
});
