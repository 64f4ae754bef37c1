import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventDto } from '../../core/admin';
import type { LeaderboardDto } from '../../core/contracts';
import { parseHuntState, type HuntState } from '../../core/huntState';
import { expectJson, startAdminTestServer, type AdminTestSetup } from '../testing/admin';
import { EventStreamReader } from '../testing/eventStream';
import { makePieces } from '../testing/factories';

// Where the hunt stands for students (docs/product.md, Events): GET /api/hunt and its live stream, through
// an event's whole life (none, before, running, over), driven by the organiser's API.

const HOUR_MS = 60 * 60 * 1000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

let setup: AdminTestSetup;
/** The state as a participant's GET /api/hunt answers it; fails on anything else. */
function asHuntState(value: unknown): HuntState {
  const state = parseHuntState(value);
  if (!state) throw new Error(`not a hunt state: ${JSON.stringify(value)}`);
  return state;
}
const hunt = async (): Promise<HuntState> => asHuntState(await expectJson(setup.user.get('/api/hunt'), 200));
const createEvent = (name: string, startOffset: number, endOffset: number, extra: Record<string, unknown> = {}) =>
  expectJson<EventDto>(setup.admin.post('/api/admin/events', { name, startDate: at(startOffset), endDate: at(endOffset), prizeTiers: [], ...extra }), 201);

async function openStream(path: string): Promise<EventStreamReader> {
  const response = await setup.user.get(path);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  if (!response.body) throw new Error('the stream answered without a body');
  return new EventStreamReader(response.body.getReader());
}

/** The next `event: hunt` message of a stream, parsed. */
async function nextHunt(stream: EventStreamReader): Promise<HuntState> {
  const data = await stream.nextMessage(5000, 'hunt');
  if (data === null) throw new Error('no hunt message arrived within 5 s');
  return asHuntState(JSON.parse(data));
}

beforeAll(async () => {
  setup = await startAdminTestServer();
  await makePieces(setup.server.runtime.deps.db, ['HNT001', 'HNT002']);
});
afterAll(() => setup.server.stop());

describe('GET /api/hunt', () => {
  it('answers 401 when signed out, for the state and its stream', async () => {
    for (const path of ['/api/hunt', '/api/hunt/stream']) {
      const response = await setup.anonymous.get(path);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'Unauthorized', code: 'unauthorized' });
    }
  });

  it('is none with no event at all', async () => {
    expect(await hunt()).toEqual({ phase: 'none', startsAt: null, endedAt: null });
  });
});

describe("the hunt's life, live", () => {
  it('goes before → running → over on Start Now and Complete, on both streams, and refuses scans kindly meanwhile', async () => {
    const scheduled = await createEvent('Spring Hunt', 24 * HOUR_MS, 48 * HOUR_MS);
    expect(await hunt()).toEqual({ phase: 'before', startsAt: scheduled.startDate, endedAt: null });
    const refused = await setup.user.post('/api/scan', { code: 'HNT001' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: 'The hunt has not started yet: scanning opens when it starts.', code: 'no_active_event' });

    const huntStream = await openStream('/api/hunt/stream');
    const boardStream = await openStream('/api/leaderboard/stream');
    try {
      // The hunt stream says where the hunt stands as it opens.
      expect((await nextHunt(huntStream)).phase).toBe('before');

      await expectJson(setup.admin.post(`/api/admin/events/${scheduled.id}/start`), 200);
      const running = await nextHunt(huntStream);
      expect(running.phase).toBe('running');
      expect(new Date(running.startsAt ?? 0).getTime()).toBeLessThanOrEqual(Date.now());
      expect((await nextHunt(boardStream)).phase).toBe('running');
      expect(await hunt()).toEqual(running);
      await expectJson(setup.user.post('/api/scan', { code: 'HNT001' }), 200);

      await expectJson(setup.admin.post(`/api/admin/events/${scheduled.id}/complete`), 200);
      const over = await nextHunt(huntStream);
      expect(over).toMatchObject({ phase: 'over', startsAt: null });
      expect(new Date(over.endedAt ?? 0).getTime()).toBeGreaterThan(new Date(running.startsAt ?? 0).getTime());
      expect(await nextHunt(boardStream)).toEqual(over);
      expect(await hunt()).toEqual(over);
      const late = await setup.user.post('/api/scan', { code: 'HNT002' });
      expect(late.status).toBe(403);
      expect(await late.json()).toEqual({ message: 'The hunt is over: scanning has closed.', code: 'no_active_event' });
    } finally {
      await Promise.all([huntStream.cancel(), boardStream.cancel()]);
    }
  });

  it('keeps the final board published when a sealed event is scheduled after it, until that one starts', async () => {
    const sealed = await createEvent('Autumn Hunt', 72 * HOUR_MS, 96 * HOUR_MS, { leaderboardVisibility: 'sealed' });
    const state = await hunt();
    expect(state).toMatchObject({ phase: 'before', startsAt: sealed.startDate });
    expect(state.endedAt).not.toBeNull();
    const board = await expectJson<LeaderboardDto>(setup.user.get('/api/leaderboard'), 200);
    expect(board.published).toBe(true);

    await expectJson(setup.admin.post(`/api/admin/events/${sealed.id}/start`), 200);
    expect((await hunt()).phase).toBe('running');
    expect((await expectJson<LeaderboardDto>(setup.user.get('/api/leaderboard'), 200)).published).toBe(false);
  });

  it('tells open pages when a scheduled event starts by itself at its start date', async () => {
    const running = (await setup.admin.get('/api/admin/events').then((response) => response.json())) as EventDto[];
    for (const event of running.filter((listed) => listed.status === 'active')) {
      await expectJson(setup.admin.post(`/api/admin/events/${event.id}/complete`), 200);
    }
    const stream = await openStream('/api/hunt/stream');
    try {
      expect((await nextHunt(stream)).phase).toBe('over');
      const soon = await createEvent('Pop-up Hunt', 1500, HOUR_MS);
      expect(await nextHunt(stream)).toMatchObject({ phase: 'before', startsAt: soon.startDate });
      // No organiser acts: the server's timer starts it, and the page hears.
      expect(await nextHunt(stream)).toMatchObject({ phase: 'running', startsAt: soon.startDate });
    } finally {
      await stream.cancel();
    }
  });

  it('refuses a sixth hunt stream for one user with 429', async () => {
    // The streams of the tests before have gone.
    await expect.poll(() => setup.server.runtime.deps.huntStreams.size).toBe(0);
    const open = await Promise.all(Array.from({ length: 5 }, () => setup.user.get('/api/hunt/stream')));
    expect(open.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    const sixth = await setup.user.get('/api/hunt/stream');
    expect(sixth.status).toBe(429);
    await Promise.all(open.map((response) => response.body?.cancel()));
  });
});
