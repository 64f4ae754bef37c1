import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveOverviewDto } from '../../../core/liveOverview';
import { ADMIN_EMAIL, expectJson, signedIn, startAdminTestServer, type AdminTestSetup } from '../../testing/admin';
import type { TestClient } from '../../testing/client';
import { EventStreamReader } from '../../testing/eventStream';
import { makeEvent, makePieces } from '../../testing/factories';

let setup: AdminTestSetup;
const live = () => expectJson<LiveOverviewDto>(setup.admin.get('/api/admin/live'), 200);

async function openLiveStream(client: TestClient): Promise<EventStreamReader> {
  const response = await client.get('/api/admin/live/stream');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  if (!response.body) throw new Error('the stream answered without a body');
  return new EventStreamReader(response.body.getReader());
}

beforeAll(async () => {
  setup = await startAdminTestServer();
  // Started ten minutes ago: the chart shows eleven minutes.
  await makeEvent(setup.server.runtime.deps.db, { start_date: new Date(Date.now() - 10 * 60_000) });
  await makePieces(setup.server.runtime.deps.db, ['LIVE01', 'LIVE02', 'LIVE03']);
  await setup.server.runtime.deps.caches.events.refresh();
});
afterAll(() => setup.server.stop());

describe('GET /api/admin/live', () => {
  it('is for admins only, the stream too', async () => {
    for (const path of ['/api/admin/live', '/api/admin/live/stream']) {
      await expectJson(setup.anonymous.get(path), 401);
      await expectJson(setup.user.get(path), 403);
    }
  });

  it('counts scans per minute, finds per piece, the funnel and the feed', async () => {
    const ada = await signedIn(setup.server, 'ada@campus.edu', { firstName: 'Ada', lastName: 'Lovelace' });
    await expectJson(ada.post('/api/scan', { code: 'LIVE01' }), 200);
    await expectJson(ada.post('/api/scan', { code: 'LIVE02' }), 200);
    await expectJson(setup.user.post('/api/scan', { code: 'LIVE01' }), 200);
    await expectJson(setup.user.post('/api/scan', { code: 'NOPE42' }), 404);

    const picture = await live();
    expect(picture.scansPerMinute.length).toBeGreaterThanOrEqual(11);
    expect(picture.scansPerMinute.reduce((sum, minute) => sum + minute.scans, 0)).toBe(4);
    expect(picture.findsPerPiece.map((piece) => [piece.name, piece.finds])).toEqual([
      ['LIVE01 Piece', 2],
      ['LIVE02 Piece', 1],
      ['LIVE03 Piece', 0],
    ]);
    expect(picture.funnel).toEqual([
      { pieces: 1, students: 1 },
      { pieces: 2, students: 1 },
      { pieces: 3, students: 0 },
    ]);
    expect(picture.feed.map((item) => [item.kind, item.name, item.pieceName])).toEqual([
      ['collected', 'Pat Player', 'LIVE01 Piece'],
      ['collected', 'Ada Lovelace', 'LIVE02 Piece'],
      ['collected', 'Ada Lovelace', 'LIVE01 Piece'],
    ]);
  });
});

describe('GET /api/admin/live/stream', () => {
  it('tells an open Overview when something was collected', async () => {
    const stream = await openLiveStream(setup.admin);
    try {
      await expectJson(setup.user.post('/api/scan', { code: 'LIVE02' }), 200);
      expect(await stream.nextMessage(5000, 'live')).toBe('{}');
    } finally {
      await stream.cancel();
    }
  });

  it('ends when the admin signs out', async () => {
    const boss = await signedIn(setup.server, ADMIN_EMAIL);
    const stream = await openLiveStream(boss);
    await expect.poll(() => setup.server.runtime.deps.adminLive.streams.size, { timeout: 5000 }).toBe(1);
    await boss.get('/api/logout');
    await expect.poll(() => setup.server.runtime.deps.adminLive.streams.size, { timeout: 5000 }).toBe(0);
    await stream.cancel().catch(() => undefined);
  });
});
