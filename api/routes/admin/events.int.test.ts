import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminLeaderboardDto, EventDto } from '../../../core/admin';
import { DEFAULT_PRIZE_TIERS } from '../../../core/constants';
import type { LeaderboardDto } from '../../../core/contracts';
import { expectJson, startAdminTestServer, type AdminTestSetup } from '../../testing/admin';
import { makeEvent, makePieces } from '../../testing/factories';
import { startSecondInstance, type TestServer } from '../../testing/harness';

const HOUR_MS = 60 * 60 * 1000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

let setup: AdminTestSetup;
const create = (body: unknown) => setup.admin.post('/api/admin/events', body);
const problem = async (body: unknown) => (await expectJson<{ message: string }>(create(body), 400)).message;
const event = (extra: Record<string, unknown> = {}) => ({
  name: 'Spring Hunt',
  description: 'Across campus',
  startDate: at(24 * HOUR_MS),
  endDate: at(48 * HOUR_MS),
  prizeTiers: DEFAULT_PRIZE_TIERS,
  ...extra,
});
const events = () => expectJson<EventDto[]>(setup.admin.get('/api/admin/events'), 200);

beforeAll(async () => {
  setup = await startAdminTestServer();
  await makePieces(setup.server.runtime.deps.db, ['EVT001']);
});
afterAll(() => setup.server.stop());

describe('POST /api/admin/events validation', () => {
  it('requires a name, a start date and an end date', async () => {
    expect(await problem(event({ name: undefined }))).toBe('name: name is required');
    expect(await problem(event({ name: ' ' }))).toBe('name: name is required');
    expect(await problem(event({ startDate: undefined }))).toBe('startDate: startDate is required');
    expect(await problem(event({ endDate: undefined }))).toBe('endDate: endDate is required');
    expect(await problem(event({ startDate: 'next tuesday' }))).toBe('startDate: startDate must be a date');
  });

  it('requires the end after the start', async () => {
    expect(await problem(event({ startDate: at(2 * HOUR_MS), endDate: at(HOUR_MS) }))).toBe('endDate: endDate must be after startDate');
    const same = at(HOUR_MS);
    expect(await problem(event({ startDate: same, endDate: same }))).toBe('endDate: endDate must be after startDate');
  });

  it('requires tier percentiles from 0 to 100', async () => {
    const tier = (percentile: unknown) => ({ percentile, prizeName: 'Prize', prizeDescription: null });
    expect(await problem(event({ prizeTiers: [tier(101)] }))).toBe('prizeTiers.0.percentile: percentile must be from 0 to 100');
    expect(await problem(event({ prizeTiers: [tier(50), tier(-1)] }))).toBe('prizeTiers.1.percentile: percentile must be from 0 to 100');
    expect(await problem(event({ prizeTiers: [tier('top')] }))).toBe('prizeTiers.0.percentile: percentile must be a number');
    await expectJson(create(event({ name: 'Edges', prizeTiers: [tier(0), tier(100)] })), 201);
  });
});

describe('creating and listing events', () => {
  it('creates a future event as scheduled, with its prize tiers in order (201)', async () => {
    const created = await expectJson<EventDto>(create(event()), 201);
    expect(created).toMatchObject({ name: 'Spring Hunt', description: 'Across campus', status: 'scheduled', leaderboardVisibility: 'live', completedAt: null });
    expect(created.prizeTiers).toEqual(DEFAULT_PRIZE_TIERS.map((tier) => ({ ...tier })));
    const listed = (await events()).find((e) => e.id === created.id);
    expect(listed?.prizeTiers.map((tier) => tier.percentile)).toEqual([99, 95, 90, 75]);
  });

  it('activates a new event whose window has begun when none is active, and only one', async () => {
    const running = await expectJson<EventDto>(
      create(event({ name: 'Live Hunt', startDate: at(-HOUR_MS), endDate: at(24 * HOUR_MS), leaderboardVisibility: 'sealed' })),
      201,
    );
    expect(running).toMatchObject({ status: 'active', leaderboardVisibility: 'sealed' });
    const second = await expectJson<EventDto>(create(event({ name: 'Overlap', startDate: at(-HOUR_MS), endDate: at(HOUR_MS) })), 201);
    expect(second.status).toBe('scheduled');
    expect((await events()).filter((e) => e.status === 'active').map((e) => e.name)).toEqual(['Live Hunt']);
  });
});

describe('POST /api/admin/events/:id/complete', () => {
  it('refuses an event that is not active (409) and an unknown one (404)', async () => {
    const scheduled = (await events()).find((e) => e.status === 'scheduled');
    const body = await expectJson(setup.admin.post(`/api/admin/events/${scheduled?.id}/complete`), 409);
    expect(body).toEqual({ message: 'Only an active event can be completed', code: 'conflict' });
    await expectJson(setup.admin.post('/api/admin/events/999999/complete'), 404);
  });

  it('completes the active event (200), announces the change and unseals the board for participants', async () => {
    await expectJson(setup.user.post('/api/scan', { code: 'EVT001' }), 200);
    const sealed = await expectJson<LeaderboardDto>(setup.user.get('/api/leaderboard'), 200);
    expect(sealed).toEqual({ published: false, version: '', entries: [], me: null, totalRanked: 0, prizes: [] });
    // Admins always see the board live.
    const live = await expectJson<AdminLeaderboardDto>(setup.admin.get('/api/admin/leaderboard'), 200);
    expect(live.entries.map((entry) => entry.email)).toEqual(['pat@campus.edu']);

    const announcements: string[] = [];
    const unsubscribe = setup.server.runtime.deps.bus.subscribe((change) => announcements.push(change.topic));
    const active = (await events()).find((e) => e.status === 'active');
    const completed = await expectJson<EventDto>(setup.admin.post(`/api/admin/events/${active?.id}/complete`), 200);
    expect(completed).toMatchObject({ id: active?.id, status: 'completed' });
    expect(new Date(completed.completedAt ?? 0).getTime()).toBeGreaterThan(Date.now() - 60_000);
    await expect.poll(() => announcements.length).toBeGreaterThan(0);
    unsubscribe();
    expect(announcements).toContain('events');

    // The scheduled "Overlap" is due and starts in its place, everyone at zero; the completed board stays readable.
    const visible = await expectJson<LeaderboardDto>(setup.user.get(`/api/leaderboard?event=${active?.id}`), 200);
    expect(visible.published).toBe(true);
    expect(visible.me).toMatchObject({ rank: 1, email: 'pat@campus.edu' });
    await expectJson(setup.admin.post(`/api/admin/events/${active?.id}/complete`), 409);
  });
});

describe('DELETE /api/admin/events/:id', () => {
  it('deletes an event and its prize tiers (204), then 404', async () => {
    const created = await expectJson<EventDto>(create(event({ name: 'Cancelled' })), 201);
    expect((await setup.admin.delete(`/api/admin/events/${created.id}`)).status).toBe(204);
    expect((await events()).map((e) => e.id)).not.toContain(created.id);
    expect(await setup.server.runtime.deps.db('prize_tiers').where({ event_id: created.id })).toEqual([]);
    await expectJson(setup.admin.delete(`/api/admin/events/${created.id}`), 404);
    await expectJson(setup.admin.delete('/api/admin/events/nope'), 404);
  });
});

describe('POST /api/admin/events/:id/start', () => {
  // A server of its own: the table above ends with events in every state.
  let life: AdminTestSetup;
  let second: TestServer;
  const db = () => life.server.runtime.deps.db;
  const createIn = (body: Record<string, unknown>) => expectJson<EventDto>(life.admin.post('/api/admin/events', event(body)), 201);
  const start = (id: number | string) => life.admin.post(`/api/admin/events/${id}/start`);
  const complete = (id: number) => expectJson<EventDto>(life.admin.post(`/api/admin/events/${id}/complete`), 200);
  const statusOf = async (id: number) => ((await db()('events').where({ id }).first()) as { status: string }).status;
  const activeIds = async () => (await db()('events').where({ status: 'active' }).select('id')).map((row: { id: number }) => row.id);
  const refusal = (id: number | string, status: number) => expectJson<{ message: string; code: string }>(start(id), status);
  const listed = async (id: number) => (await expectJson<EventDto[]>(life.admin.get('/api/admin/events'), 200)).find((e) => e.id === id);

  beforeAll(async () => {
    life = await startAdminTestServer();
    await makePieces(db(), ['GO0001', 'GO0002', 'GO0003']);
    // A second instance, as behind a load balancer: it hears of the start through the database.
    second = await startSecondInstance(life.server);
  });
  afterAll(async () => {
    await second?.stop();
    await life?.server.stop();
  });

  it('starts a scheduled event now (200): its start becomes now, its end stays, scanning opens on every instance', async () => {
    const sealed = await createIn({ name: 'Sealed Start', startDate: at(10 * 24 * HOUR_MS), endDate: at(12 * 24 * HOUR_MS), leaderboardVisibility: 'sealed' });
    // The newest event is the board's current one while none is active: a live one, so the board shows.
    await createIn({ name: 'Later Live', startDate: at(20 * 24 * HOUR_MS), endDate: at(21 * 24 * HOUR_MS) });
    expect(sealed.status).toBe('scheduled');
    const before = await life.user.post('/api/scan', { code: 'GO0001' });
    expect(before.status).toBe(403);
    expect(await before.json()).toMatchObject({ code: 'no_active_event' });
    expect((await expectJson<LeaderboardDto>(life.user.get('/api/leaderboard'), 200)).published).toBe(true);

    const announcements: string[] = [];
    const unsubscribe = life.server.runtime.deps.bus.subscribe((change) => announcements.push(change.topic));
    const startedAt = Date.now();
    const started = await expectJson<EventDto>(start(sealed.id), 200);
    expect(started).toMatchObject({ id: sealed.id, status: 'active', endDate: sealed.endDate, completedAt: null });
    const startDate = new Date(started.startDate).getTime();
    expect(startDate).toBeGreaterThanOrEqual(startedAt - 5_000);
    expect(startDate).toBeLessThanOrEqual(Date.now());
    await expect.poll(() => announcements.includes('events')).toBe(true);
    unsubscribe();

    // This instance answers from its refreshed cache at once; the other once it has heard.
    expect((await listed(sealed.id))?.status).toBe('active');
    expect(life.server.runtime.deps.caches.events.gate().active?.id).toBe(sealed.id);
    await expectJson(life.user.post('/api/scan', { code: 'GO0001' }), 200);
    await second.runtime.settle();
    expect(second.runtime.deps.caches.events.gate().active?.id).toBe(sealed.id);
    await expectJson(life.user.at(second.url).post('/api/scan', { code: 'GO0002' }), 200);
    // The started event is current now: its sealed board is hidden from participants.
    await life.server.runtime.settle();
    expect((await expectJson<LeaderboardDto>(life.user.get('/api/leaderboard'), 200)).published).toBe(false);
    expect((await expectJson<LeaderboardDto>(life.user.at(second.url).get('/api/leaderboard'), 200)).published).toBe(false);
  });

  it('refuses while another event is active (409), and changes nothing', async () => {
    const waiting = await createIn({ name: 'Waiting', startDate: at(2 * HOUR_MS), endDate: at(3 * HOUR_MS) });
    const [activeBefore] = await activeIds();
    expect(await refusal(waiting.id, 409)).toEqual({ message: 'Another event is active: complete it first', code: 'conflict' });
    expect(await listed(waiting.id)).toMatchObject({ status: 'scheduled', startDate: waiting.startDate, endDate: waiting.endDate });
    expect(await activeIds()).toEqual([activeBefore]);
  });

  it('refuses an event that is not scheduled (409), one whose end has passed (409), and an unknown one (404)', async () => {
    const [activeId] = await activeIds();
    if (activeId === undefined) throw new Error('an event should be active');
    expect((await refusal(activeId, 409)).message).toBe('Only a scheduled event can be started: this one is active');
    await complete(activeId);
    expect((await refusal(activeId, 409)).message).toBe('Only a scheduled event can be started: this one is completed');
    expect(await statusOf(activeId)).toBe('completed');

    const over = await createIn({ name: 'Missed', startDate: at(-2 * HOUR_MS), endDate: at(-HOUR_MS) });
    expect(over.status).toBe('scheduled');
    expect((await refusal(over.id, 409)).message).toBe('This event cannot start: its end date has passed');
    expect(await statusOf(over.id)).toBe('scheduled');

    expect(await refusal(999_999, 404)).toEqual({ message: 'Event not found', code: 'not_found' });
    await expectJson(start('nope'), 404);
    expect(await activeIds()).toEqual([]);
  });

  it('answers 401 signed out and 403 to a participant, and starts nothing', async () => {
    const target = await createIn({ name: 'Guarded', startDate: at(5 * HOUR_MS), endDate: at(6 * HOUR_MS) });
    expect(await expectJson(life.anonymous.post(`/api/admin/events/${target.id}/start`), 401)).toEqual({ message: 'Unauthorized', code: 'unauthorized' });
    expect(await expectJson(life.user.post(`/api/admin/events/${target.id}/start`), 403)).toMatchObject({ code: 'forbidden' });
    expect(await statusOf(target.id)).toBe('scheduled');
    expect(await activeIds()).toEqual([]);
  });

  it('lets exactly one of two simultaneous starts win, of two events or of the same one', async () => {
    for (let round = 0; round < 3; round++) {
      const one = await createIn({ name: `Race A${round}`, startDate: at(7 * HOUR_MS), endDate: at(8 * HOUR_MS) });
      const two = await createIn({ name: `Race B${round}`, startDate: at(7 * HOUR_MS), endDate: at(8 * HOUR_MS) });
      // Through both instances, as two organisers' clicks behind a load balancer would arrive.
      const answers = await Promise.all([start(one.id), life.admin.at(second.url).post(`/api/admin/events/${two.id}/start`)]);
      const bodies = await Promise.all(answers.map(async (answer) => ({ status: answer.status, body: (await answer.json()) as { id?: number; message?: string } })));
      expect(bodies.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const winner = bodies.find((answer) => answer.status === 200)?.body.id;
      expect(bodies.find((answer) => answer.status === 409)?.body.message).toBe('Another event is active: complete it first');
      expect(await activeIds()).toEqual([winner]);
      await complete(winner ?? 0);
    }
    const same = await createIn({ name: 'Double Click', startDate: at(7 * HOUR_MS), endDate: at(8 * HOUR_MS) });
    const clicks = await Promise.all([start(same.id), start(same.id)]);
    expect(clicks.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await activeIds()).toEqual([same.id]);
    await complete(same.id);
  });

  it('races the time-based start of a due event: one of the two is active, and the answer says which', async () => {
    const clicked = await createIn({ name: 'Clicked', startDate: at(9 * HOUR_MS), endDate: at(10 * HOUR_MS) });
    // A due event written behind the server's back: its timer starts it as soon as the server hears of it.
    const due = await makeEvent(db(), { name: 'Due', status: 'scheduled', start_date: new Date(Date.now() - HOUR_MS), end_date: new Date(Date.now() + HOUR_MS) });
    const answer = await start(clicked.id);
    await life.server.runtime.settle();
    await expect.poll(activeIds).toHaveLength(1);
    const [active] = await activeIds();
    if (answer.status === 200) expect(active).toBe(clicked.id);
    else {
      expect(answer.status).toBe(409);
      expect(active).toBe(due.id);
    }
  });
});
