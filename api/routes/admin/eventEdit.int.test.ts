import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventDto } from '../../../core/admin';
import { DEFAULT_PRIZE_TIERS } from '../../../core/constants';
import { expectJson, startAdminTestServer, type AdminTestSetup } from '../../testing/admin';
import { makeEvent, makePieces } from '../../testing/factories';

const HOUR_MS = 60 * 60 * 1000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

let setup: AdminTestSetup;
const db = () => setup.server.runtime.deps.db;
const edit = (id: number | string, body: unknown) => setup.admin.patch(`/api/admin/events/${id}`, body);
const refusal = async (id: number | string, body: unknown, status: number) => (await expectJson<{ message: string }>(edit(id, body), status)).message;
const create = (extra: Record<string, unknown> = {}) =>
  expectJson<EventDto>(setup.admin.post('/api/admin/events', { name: 'Spring Hunt', startDate: at(24 * HOUR_MS), endDate: at(48 * HOUR_MS), prizeTiers: DEFAULT_PRIZE_TIERS, ...extra }), 201);
const listed = async (id: number) => (await expectJson<EventDto[]>(setup.admin.get('/api/admin/events'), 200)).find((event) => event.id === id);
const complete = (id: number) => expectJson<EventDto>(setup.admin.post(`/api/admin/events/${id}/complete`), 200);

beforeAll(async () => {
  setup = await startAdminTestServer();
  await makePieces(db(), ['EDIT01']);
});
afterAll(() => setup.server.stop());

describe('PATCH /api/admin/events/:id', () => {
  it('changes only the fields sent, replacing the prize tiers as a whole (200)', async () => {
    const original = await create({ description: 'Across campus' });
    const renamed = await expectJson<EventDto>(edit(original.id, { name: 'Spring Hunt II' }), 200);
    expect(renamed).toEqual({ ...original, name: 'Spring Hunt II' });

    const endDate = at(72 * HOUR_MS);
    const tiers = [{ percentile: 50, prizeName: 'Sticker', prizeDescription: null }];
    const changed = await expectJson<EventDto>(
      edit(original.id, { description: null, endDate, prizeTiers: tiers, leaderboardVisibility: 'sealed', locationPolicy: 'enforce' }),
      200,
    );
    expect(changed).toEqual({ ...renamed, description: null, endDate, prizeTiers: tiers, leaderboardVisibility: 'sealed', locationPolicy: 'enforce' });
    expect(await listed(original.id)).toEqual(changed);
    expect(await expectJson<EventDto>(edit(original.id, { prizeTiers: [] }), 200)).toMatchObject({ prizeTiers: [] });
  });

  it('refuses an empty or invalid change (400), checking a single date against the stored one', async () => {
    const event = await create();
    expect(await refusal(event.id, {}, 400)).toMatch(/^nothing to change/);
    expect(await refusal(event.id, { name: ' ' }, 400)).toBe('name: name is required');
    expect(await refusal(event.id, { endDate: 'soon' }, 400)).toBe('endDate: endDate must be a date');
    expect(await refusal(event.id, { leaderboardVisibility: 'public' }, 400)).toBe("leaderboardVisibility: leaderboardVisibility must be 'live' or 'sealed'");
    expect(await refusal(event.id, { startDate: at(5 * HOUR_MS), endDate: at(4 * HOUR_MS) }, 400)).toBe('endDate: endDate must be after startDate');
    expect(await refusal(event.id, { endDate: at(HOUR_MS) }, 400)).toBe('endDate must be after startDate');
    expect(await refusal(event.id, { startDate: at(100 * HOUR_MS) }, 400)).toBe('endDate must be after startDate');
    expect(await listed(event.id)).toEqual(event);
  });

  it('answers 404 for an unknown event and 409 for a completed one, changing nothing', async () => {
    expect(await refusal(999_999, { name: 'Ghost' }, 404)).toBe('Event not found');
    expect(await refusal('abc', { name: 'Ghost' }, 404)).toBe('Event not found');
    const done = await makeEvent(db(), { name: 'Done', status: 'completed' });
    expect(await refusal(done.id, { name: 'Again' }, 409)).toBe('A completed event cannot be edited');
    expect((await listed(done.id))?.name).toBe('Done');
  });

  it('starts a scheduled event moved to now, and keeps a running event going past its old end', async () => {
    const event = await create({ name: 'Moved Up' });
    const started = await expectJson<EventDto>(edit(event.id, { startDate: at(-HOUR_MS) }), 200);
    expect(started.status).toBe('active');
    await expectJson(setup.user.post('/api/scan', { code: 'EDIT01' }), 200);

    // A running event keeps its start and ends in the future; Complete ends it now.
    expect(await refusal(event.id, { startDate: at(-2 * HOUR_MS) }, 409)).toBe('The start of a running event cannot change');
    expect(await refusal(event.id, { endDate: at(-HOUR_MS / 2) }, 409)).toBe('A running event must end in the future: complete it instead');
    expect(await expectJson<EventDto>(edit(event.id, { startDate: started.startDate, name: 'Same Start' }), 200)).toMatchObject({ name: 'Same Start' });

    // Its end moves to two seconds away, then an hour away: the clock follows the later end.
    await expectJson(edit(event.id, { endDate: at(2_000) }), 200);
    await expectJson(edit(event.id, { endDate: at(HOUR_MS) }), 200);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect((await listed(event.id))?.status).toBe('active');
    await complete(event.id);
  });

  it('orders an edit and a completion of the same event: both land, or the edit is refused', async () => {
    const event = await create({ name: 'Race', startDate: at(-HOUR_MS) });
    expect(event.status).toBe('active');
    const [edited, completed] = await Promise.all([edit(event.id, { name: 'Race Renamed' }), setup.admin.post(`/api/admin/events/${event.id}/complete`)]);
    expect(completed.status).toBe(200);
    const final = await listed(event.id);
    expect(final?.status).toBe('completed');
    if (edited.status === 200) expect(final?.name).toBe('Race Renamed');
    else expect([edited.status, final?.name]).toEqual([409, 'Race']);
  });

  it('answers 401 signed out and 403 to a participant, changing nothing', async () => {
    const event = await create({ name: 'Guarded' });
    expect((await setup.anonymous.patch(`/api/admin/events/${event.id}`, { name: 'Taken' })).status).toBe(401);
    expect((await setup.user.patch(`/api/admin/events/${event.id}`, { name: 'Taken' })).status).toBe(403);
    expect((await listed(event.id))?.name).toBe('Guarded');
  });
});
