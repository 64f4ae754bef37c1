import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushKeyDto, PushMessage } from '../../core/push';
import type { UserRow } from '../../db/rows';
import { expectJson, signedInAs, startAdminTestServer, type AdminTestSetup } from '../testing/admin';
import { makeEvent, makeUser } from '../testing/factories';
import { startSecondInstance, type TestServer } from '../testing/harness';
import { startTestPushService, type TestPushService, type TestSubscription } from '../testing/pushService';

/**
 * Announcements reach phones with the app closed through Web Push: signed with the server's
 * VAPID key, encrypted for each subscription, sent once per subscription whichever instance
 * sends, and a subscription its push service calls gone is forgotten.
 */

let setup: AdminTestSetup;
let second: TestServer;
let service: TestPushService;

const subscribe = async (client: { post(path: string, body: unknown): Promise<Response> }, subscription: TestSubscription) => {
  const response = await client.post('/api/push/subscriptions', { endpoint: subscription.endpoint, keys: subscription.keys });
  expect(response.status).toBe(204);
};
const pushesIdle = () => Promise.all([setup.server.runtime.deps.pushes.idle(), second.runtime.deps.pushes.idle()]);

beforeAll(async () => {
  setup = await startAdminTestServer();
  await makeEvent(setup.server.runtime.deps.db);
  await setup.server.runtime.settle();
  second = await startSecondInstance(setup.server);
  service = await startTestPushService();
});
afterAll(async () => {
  await second.stop();
  await setup.server.stop();
  await service.close();
});

describe('Web Push', () => {
  it('gives browsers the VAPID public key, the same on every instance', async () => {
    const first = await expectJson<PushKeyDto>(setup.user.get('/api/push/key'), 200);
    expect(first.publicKey).toMatch(/^[\w-]{87}$/);
    const db = setup.server.runtime.deps.db;
    const pat = await db<UserRow>('users').where({ email: 'pat@campus.edu' }).first();
    const onSecond = await signedInAs(second, pat as UserRow);
    expect(await expectJson<PushKeyDto>(onSecond.get('/api/push/key'), 200)).toEqual(first);
    await expectJson(setup.anonymous.get('/api/push/key'), 401);
  });

  it('pushes each announcement once to every subscription, signed and encrypted, with two instances', async () => {
    const phone = service.subscribe();
    const laptop = service.subscribe();
    await subscribe(setup.user, phone);
    const sam = await makeUser(setup.server.runtime.deps.db, { email: 'sam@campus.edu' });
    await subscribe(await signedInAs(second, sam), laptop);

    // Scheduled a moment ahead: both instances' clocks fire for it, one claims it.
    await expectJson(setup.admin.post('/api/admin/announcements', { text: 'Meet at the fountain', sendAt: new Date(Date.now() + 800).toISOString() }), 201);
    await expect.poll(() => phone.received.length + laptop.received.length, { timeout: 8000 }).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await pushesIdle();
    for (const subscription of [phone, laptop]) {
      expect(subscription.received.map((payload) => JSON.parse(payload) as PushMessage)).toEqual([
        { title: 'Campus Hunt', body: 'Meet at the fountain', url: '/dashboard' },
      ]);
    }
    // Sent now from the second instance: once more each.
    const organiser = await signedInAs(second, (await setup.server.runtime.deps.db<UserRow>('users').where({ email: 'boss@campus.edu' }).first()) as UserRow);
    await expectJson(organiser.post('/api/admin/announcements', { text: 'Finale at five' }), 201);
    await expect.poll(() => phone.received.length + laptop.received.length, { timeout: 8000 }).toBe(4);
    await pushesIdle();
    expect(service.problems).toEqual([]);
  });

  it('forgets a subscription its push service calls gone (410), and one the browser unsubscribes', async () => {
    const gone = service.subscribe();
    gone.status = 410;
    await subscribe(setup.user, gone);
    const db = setup.server.runtime.deps.db;
    expect(await db('push_subscriptions').where({ endpoint: gone.endpoint })).toHaveLength(1);
    await expectJson(setup.admin.post('/api/admin/announcements', { text: 'Anyone there?' }), 201);
    await expect.poll(async () => (await db('push_subscriptions').where({ endpoint: gone.endpoint })).length, { timeout: 8000 }).toBe(0);

    const leaving = service.subscribe();
    await subscribe(setup.user, leaving);
    const response = await setup.user.request('DELETE', '/api/push/subscriptions', {
      body: JSON.stringify({ endpoint: leaving.endpoint }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(204);
    expect(await db('push_subscriptions').where({ endpoint: leaving.endpoint })).toHaveLength(0);
  });

  it('refuses a subscription that is not one', async () => {
    const problem = async (body: unknown) => (await expectJson<{ message: string }>(setup.user.post('/api/push/subscriptions', body), 400)).message;
    expect(await problem({ endpoint: 'ftp://push.example/1', keys: { p256dh: 'x'.repeat(87), auth: 'y'.repeat(22) } })).toBe('endpoint: endpoint must be an http(s) address');
    expect(await problem({ endpoint: 'https://push.example/1', keys: { p256dh: 'short', auth: 'y'.repeat(22) } })).toBe('keys.p256dh: keys.p256dh must be a P-256 public key');
    await expectJson(setup.anonymous.post('/api/push/subscriptions', {}), 401);
  });
});
