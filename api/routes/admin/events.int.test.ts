import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminLeaderboardDto, EventDto } from '../../../core/admin';
import { DEFAULT_PRIZE_TIERS } from '../../../core/constants';
import type { LeaderboardDto } from '../../../core/contracts';
import { expectJson, startAdminTestServer, type AdminTestSetup } from '../../testing/admin';
import { makePieces } from '../../testing/factories';

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
    expect(sealed).toEqual({ published: false, version: '', entries: [], me: null, totalRanked: 0 });
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

    const visible = await expectJson<LeaderboardDto>(setup.user.get('/api/leaderboard'), 200);
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
