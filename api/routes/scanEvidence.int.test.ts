import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FairPlayStudentDto } from '../../core/admin';
import type { LocationPolicy } from '../../core/place';
import { expectJson, signedIn, startAdminTestServer, type AdminTestSetup } from '../testing/admin';
import type { TestClient } from '../testing/client';
import { readCsv, unzip } from '../testing/exportZip';
import { makeEvent, makePieceWithCode } from '../testing/factories';

/**
 * What a scan keeps as evidence, and the fair-play marks it can earn beyond distance: a claimed
 * time the device cannot stretch, an accuracy that only counts up to a cap, and finds too quick
 * to be walked, with how each code arrived.
 */

/** Two codes 1.1 km apart on the equator, each with a 50 m circle; nine codes without a place. */
const HALL = { place_latitude: 0, place_longitude: 0, place_radius_m: 50 };
const GATE = { place_latitude: 0, place_longitude: 0.01, place_radius_m: 50 };
const AT_HALL = { latitude: 0.0003, longitude: 0, accuracy: 10 };
const AT_GATE = { latitude: 0, longitude: 0.01, accuracy: 5 };
const SHARED_CODES = ['CHAT01', 'CHAT02', 'CHAT03', 'CHAT04', 'CHAT05', 'CHAT06', 'CHAT07', 'CHAT08', 'CHAT09'];
const EVENT_STARTED = new Date(Date.now() - 3 * 60 * 60_000);
const YEAR_2000 = '2000-01-01T00:00:00.000Z';

let setup: AdminTestSetup;
let students = 0;
const db = () => setup.server.runtime.deps.db;
const setPolicy = (policy: LocationPolicy) => db()('events').update({ location_policy: policy });
const student = () => signedIn(setup.server, `evidence${++students}@campus.edu`);

async function userIdOf(client: TestClient): Promise<string> {
  return (await expectJson<{ id: string }>(client.get('/api/auth/user'), 200)).id;
}
async function marksOf(client: TestClient): Promise<{ kind: string; evidence: Record<string, number | string> }[]> {
  return db()('fair_play_marks').where({ user_id: await userIdOf(client) }).orderBy('id').select('kind', 'evidence');
}
async function entryOf(client: TestClient, code: string) {
  return db()('collection_entries as e')
    .join('qr_links as l', 'l.id', 'e.qr_link_id')
    .where({ 'e.user_id': await userIdOf(client), 'l.code': code })
    .first('e.collected_at', 'e.claimed_at', 'e.source', 'e.position_latitude', 'e.position_longitude', 'e.position_accuracy_m');
}

beforeAll(async () => {
  setup = await startAdminTestServer({ FIND_MIN_SECONDS: '20', OFFLINE_MAX_AGE_MINUTES: '120', POSITION_ACCURACY_CAP_M: '150' });
  await makeEvent(db(), { start_date: EVENT_STARTED });
  await makePieceWithCode(db(), 'HALL01', HALL);
  await makePieceWithCode(db(), 'GATE01', GATE);
  for (const code of SHARED_CODES) await makePieceWithCode(db(), code);
  await setup.server.runtime.settle();
});
afterAll(() => setup.server.stop());

describe('a backdated offline claim', () => {
  it('cannot hide impossible travel: the claimed time is bounded by the previous scan, and the delay is marked', async () => {
    await setPolicy('flag');
    const client = await student();
    await expectJson(client.post('/api/scan', { code: 'HALL01', position: AT_HALL }), 200);
    // At the gate, 1.1 km away, "in the year 2000": a delay of decades, and no time to walk.
    await expectJson(client.post('/api/scan', { code: 'GATE01', position: AT_GATE, claimedAt: YEAR_2000 }), 200);

    const hall = await entryOf(client, 'HALL01');
    const gate = await entryOf(client, 'GATE01');
    expect(gate.claimed_at.getTime()).toBe(hall.collected_at.getTime());
    const marks = await marksOf(client);
    expect(marks.map((mark) => mark.kind).sort()).toEqual(['delayed', 'travel']);
    const delayed = marks.find((mark) => mark.kind === 'delayed');
    expect(delayed?.evidence.claimedAt).toMatch(/^2000-01-01/);
    expect(Number(delayed?.evidence.delaySeconds)).toBeGreaterThan(25 * 365 * 24 * 3600);
    expect(delayed?.evidence.maxOfflineSeconds).toBe(7200);
  });

  it("is never earlier than the event's start, nor later than its receipt", async () => {
    const client = await student();
    await expectJson(client.post('/api/scan', { code: 'CHAT01', claimedAt: YEAR_2000 }), 200);
    expect((await entryOf(client, 'CHAT01')).claimed_at.getTime()).toBe(EVENT_STARTED.getTime());
    const tomorrow = new Date(Date.now() + 24 * 3_600_000).toISOString();
    await expectJson(client.post('/api/scan', { code: 'CHAT02', claimedAt: tomorrow }), 200);
    const received = await entryOf(client, 'CHAT02');
    expect(received.claimed_at.getTime()).toBeLessThanOrEqual(received.collected_at.getTime());
    expect((await marksOf(client)).map((mark) => mark.kind)).toEqual(['delayed']);
  });

  it('is kept as the device said when it is within the offline age, unmarked', async () => {
    const client = await student();
    const anHourAgo = new Date(Date.now() - 60 * 60_000).toISOString();
    await expectJson(client.post('/api/scan', { code: 'CHAT03', claimedAt: anHourAgo }), 200);
    expect((await entryOf(client, 'CHAT03')).claimed_at.toISOString()).toBe(anHourAgo);
    expect(await marksOf(client)).toEqual([]);
  });
});

describe('an inflated accuracy', () => {
  // 0.7 degrees of latitude: 77.8 km from the hall's 50 m circle.
  const SEVENTY_EIGHT_KM_AWAY = { latitude: 0.7, longitude: 0, accuracy: 100_000 };
  const NEAR_BUT_VAGUE = { latitude: 0.0009, longitude: 0, accuracy: 900 }; // 100 m away, ±900 m

  it('counts only up to the cap: 78 km away with ±100 km is marked, and asked again under enforce', async () => {
    await setPolicy('enforce');
    const refused = await student();
    expect(await expectJson(refused.post('/api/scan', { code: 'HALL01', position: SEVENTY_EIGHT_KM_AWAY }), 403)).toMatchObject({ code: 'position_imprecise' });
    expect(await entryOf(refused, 'HALL01')).toBeUndefined();

    await setPolicy('flag');
    const flagged = await student();
    await expectJson(flagged.post('/api/scan', { code: 'HALL01', position: SEVENTY_EIGHT_KM_AWAY }), 200);
    const [mark] = await marksOf(flagged);
    expect(mark?.kind).toBe('imprecise');
    expect(Number(mark?.evidence.distanceM)).toBeGreaterThan(77_000);
    expect(mark?.evidence).toMatchObject({ accuracyM: 100_000, accuracyCapM: 150 });
  });

  it('is far, whatever the cap, when not even the fix\'s own accuracy reaches the code', async () => {
    await setPolicy('enforce');
    const client = await student();
    // 300 km away, ±100 km.
    expect(await expectJson(client.post('/api/scan', { code: 'HALL01', position: { latitude: 2.7, longitude: 0, accuracy: 100_000 } }), 403)).toMatchObject({ code: 'too_far' });
    await setPolicy('flag');
    await expectJson(client.post('/api/scan', { code: 'HALL01', position: { latitude: 2.7, longitude: 0, accuracy: 100_000 } }), 200);
    expect((await marksOf(client)).map((mark) => mark.kind)).toEqual(['far']);
  });

  it('marks a fix worse than the cap under flag, and asks again under enforce', async () => {
    await setPolicy('flag');
    const flagged = await student();
    await expectJson(flagged.post('/api/scan', { code: 'HALL01', position: NEAR_BUT_VAGUE }), 200);
    expect(await marksOf(flagged)).toEqual([
      { kind: 'imprecise', evidence: { accuracyM: 900, accuracyCapM: 150, distanceM: expect.closeTo(100.1, 0) as number, radiusM: 50 } },
    ]);

    await setPolicy('enforce');
    const enforced = await student();
    expect(await expectJson(enforced.post('/api/scan', { code: 'HALL01', position: NEAR_BUT_VAGUE }), 403)).toEqual({
      message: 'Your location is not precise enough here: wait a moment for a better fix (outdoors helps) and scan again',
      code: 'position_imprecise',
    });
    expect(await entryOf(enforced, 'HALL01')).toBeUndefined();
    // A better fix a moment later collects.
    await expectJson(enforced.post('/api/scan', { code: 'HALL01', position: AT_HALL }), 200);
    expect(await marksOf(enforced)).toEqual([]);
    await setPolicy('flag');
  });

  it('keeps the position of every scan that had one, marked or not, with its accuracy', async () => {
    const client = await student();
    await expectJson(client.post('/api/scan', { code: 'HALL01', position: AT_HALL, source: 'camera' }), 200);
    await expectJson(client.post('/api/scan', { code: 'CHAT04', position: { latitude: 51.5, longitude: -0.12, accuracy: 30 } }), 200);
    await expectJson(client.post('/api/scan', { code: 'CHAT05' }), 200);
    expect(await entryOf(client, 'HALL01')).toMatchObject({ position_latitude: 0.0003, position_longitude: 0, position_accuracy_m: 10, source: 'camera' });
    expect(await entryOf(client, 'CHAT04')).toMatchObject({ position_latitude: 51.5, position_longitude: -0.12, position_accuracy_m: 30 });
    expect(await entryOf(client, 'CHAT05')).toMatchObject({ position_latitude: null, position_longitude: null, position_accuracy_m: null, source: null });
  });
});

describe('finds too fast to be true', () => {
  it('marks nine codes typed within seconds, and shows how they arrived in Fair Play and the export', async () => {
    const sharer = await signedIn(setup.server, 'sharer@campus.edu', { firstName: 'Group', lastName: 'Chat' });
    for (const code of SHARED_CODES) await expectJson(sharer.post('/api/scan', { code, source: 'typed' }), 200);

    const marks = await marksOf(sharer);
    expect(marks).toHaveLength(8);
    for (const mark of marks) {
      expect(mark.kind).toBe('fast');
      expect(Number(mark.evidence.seconds)).toBeLessThan(20);
      expect(mark.evidence.minSeconds).toBe(20);
    }

    const review = await expectJson<FairPlayStudentDto[]>(setup.admin.get('/api/admin/fair-play'), 200);
    const listed = review.find((entry) => entry.email === 'sharer@campus.edu');
    expect(listed?.marks.map((mark) => [mark.kind, mark.source])).toEqual(Array.from({ length: 8 }, () => ['fast', 'typed']));

    const files = await unzip(Buffer.from(await (await setup.admin.get('/api/admin/export-data')).arrayBuffer()));
    const fairPlay = readCsv(files.get('fair-play.csv') ?? '').rows.filter((row) => row.userEmail === 'sharer@campus.edu');
    expect(fairPlay.map((row) => [row.kind, row.source])).toEqual(Array.from({ length: 8 }, () => ['fast', 'typed']));
    const collection = readCsv(files.get('collection.csv') ?? '').rows.filter((row) => row.userEmail === 'sharer@campus.edu');
    expect(collection.map((row) => row.source)).toEqual(SHARED_CODES.map(() => 'typed'));
  });

  it('leaves finds a walk apart alone (device times of an offline queue flushed at once)', async () => {
    const walker = await student();
    const start = Date.now() - 9 * 60_000;
    for (const [index, code] of SHARED_CODES.entries()) {
      const claimedAt = new Date(start + index * 60_000).toISOString();
      await expectJson(walker.post('/api/scan', { code, claimedAt, source: 'camera' }), 200);
    }
    expect(await marksOf(walker)).toEqual([]);
  });

  it('refuses a source it does not know', async () => {
    const client = await student();
    expect(await expectJson(client.post('/api/scan', { code: 'CHAT06', source: 'photo' }), 400)).toEqual({
      message: "source: source must be 'camera', 'link' or 'typed'",
      code: 'bad_request',
    });
    // ISO 8601's year 0000 is no date PostgreSQL stores: a 400, never a 500.
    expect(await expectJson(client.post('/api/scan', { code: 'CHAT06', claimedAt: '0000-01-01T00:00:00Z' }), 400)).toMatchObject({ code: 'bad_request' });
    expect(await entryOf(client, 'CHAT06')).toBeUndefined();
  });
});
