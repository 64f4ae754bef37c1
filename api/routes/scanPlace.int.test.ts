import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocationPolicy } from '../../core/place';
import { signDisplayToken } from '../services/displayTokens';
import { expectJson, signedIn } from '../testing/admin';
import type { TestClient } from '../testing/client';
import { makeEvent, makePieceWithCode } from '../testing/factories';
import { startTestServer, type TestServer } from '../testing/harness';

/** Two codes 1.1 km apart on the equator (0.01° of longitude), each with a 50 m circle. */
const HALL = { place_latitude: 0, place_longitude: 0, place_radius_m: 50 };
const GATE = { place_latitude: 0, place_longitude: 0.01, place_radius_m: 50 };
const AT_HALL = { latitude: 0.0003, longitude: 0, accuracy: 10 }; // 33 m from the hall's code
const FAR_FROM_HALL = { latitude: 0.001, longitude: 0, accuracy: 20 }; // 111 m: beyond 50 + 20

let server: TestServer;
let users = 0;
const db = () => server.runtime.deps.db;
const emails = new WeakMap<TestClient, string>();
async function student(): Promise<TestClient> {
  const email = `student${++users}@campus.edu`;
  const client = await signedIn(server, email);
  emails.set(client, email);
  return client;
}
const marksOf = (client: TestClient) =>
  db()('fair_play_marks as m').join('users as u', 'u.id', 'm.user_id').where('u.email', emails.get(client)).orderBy('m.id').select('m.kind', 'm.evidence');
const setPolicy = (policy: LocationPolicy) => db()('events').update({ location_policy: policy });

beforeAll(async () => {
  server = await startTestServer();
  await makeEvent(db());
  await makePieceWithCode(db(), 'HALL01', HALL);
  await makePieceWithCode(db(), 'GATE01', GATE);
  await makePieceWithCode(db(), 'PRINT1');
  await makePieceWithCode(db(), 'SCREEN', { needs_display_token: true });
});
afterAll(() => server.stop());

describe('hunt_distance_m', () => {
  it('measures great circles in metres', async () => {
    const distance = async (...points: number[]) =>
      Number(((await db().raw('select hunt_distance_m(?, ?, ?, ?) as d', points)) as { rows: { d: number }[] }).rows[0]?.d);
    expect(await distance(0, 0, 0, 0)).toBe(0);
    expect(await distance(0, 0, 0, 1)).toBeCloseTo(111_195, 0);
    expect(await distance(51.5074, -0.1278, 48.8566, 2.3522)).toBeGreaterThan(343_000); // London to Paris
    expect(await distance(51.5074, -0.1278, 48.8566, 2.3522)).toBeLessThan(344_000);
    expect(await distance(0, 0, 0, 180)).toBeCloseTo(Math.PI * 6_371_008.8, 0); // antipodes, no NaN
  });
});

describe('a scan of a code with a place', () => {
  it('asks for the position first (428), storing nothing', async () => {
    await setPolicy('flag');
    const client = await student();
    expect(await expectJson(client.post('/api/scan', { code: 'HALL01' }), 428)).toEqual({
      message: 'This code checks where you are: share your location to collect it',
      code: 'position_required',
    });
    expect(await db()('collection_entries').count({ n: '*' }).where('qr_link_id', (await db()('qr_links').where({ code: 'HALL01' }).first()).id)).toEqual([{ n: 0 }]);
  });

  it("under 'flag', collects a far or position-less scan and marks it with the evidence", async () => {
    await setPolicy('flag');
    const far = await student();
    await expectJson(far.post('/api/scan', { code: 'HALL01', position: FAR_FROM_HALL }), 200);
    expect(await marksOf(far)).toEqual([{ kind: 'far', evidence: { distanceM: 111.2, accuracyM: 20, radiusM: 50 } }]);
    const denied = await student();
    await expectJson(denied.post('/api/scan', { code: 'HALL01', positionError: 'denied' }), 200);
    expect(await marksOf(denied)).toEqual([{ kind: 'no_position', evidence: { positionError: 'denied' } }]);
    const near = await student();
    await expectJson(near.post('/api/scan', { code: 'HALL01', position: AT_HALL }), 200);
    expect(await marksOf(near)).toEqual([]);
  });

  it("under 'enforce', refuses a far or position-less scan and collects a near one", async () => {
    await setPolicy('enforce');
    const client = await student();
    const refusal = { message: 'You need to be at this code to collect it', code: 'too_far' };
    expect(await expectJson(client.post('/api/scan', { code: 'HALL01', position: FAR_FROM_HALL }), 403)).toEqual(refusal);
    expect(await expectJson(client.post('/api/scan', { code: 'HALL01', positionError: 'timeout' }), 403)).toEqual(refusal);
    // Within radius + accuracy: 111 m away with a 70 m margin of error is close enough.
    await expectJson(client.post('/api/scan', { code: 'HALL01', position: { ...FAR_FROM_HALL, accuracy: 70 } }), 200);
    expect(await marksOf(client)).toEqual([]);
    // Held already: no position is asked for.
    expect(await expectJson(client.post('/api/scan', { code: 'HALL01' }), 409)).toMatchObject({ code: 'already_collected' });
  });

  it("under 'off', neither asks nor marks", async () => {
    await setPolicy('off');
    const client = await student();
    await expectJson(client.post('/api/scan', { code: 'HALL01' }), 200);
    expect(await marksOf(client)).toEqual([]);
  });

  it('refuses impossible positions with a 400 naming the field', async () => {
    const client = await student();
    const message = async (body: object) => (await expectJson<{ message: string }>(client.post('/api/scan', { code: 'HALL01', ...body }), 400)).message;
    expect(await message({ position: { ...AT_HALL, latitude: 91 } })).toBe('position.latitude: latitude must be from -90 to 90');
    expect(await message({ position: { ...AT_HALL, accuracy: -1 } })).toBe('position.accuracy: accuracy must not be negative');
    expect(await message({ positionError: 'bored' })).toMatch(/^positionError: /);
    expect(await message({ claimedAt: 'yesterday' })).toBe('claimedAt: claimedAt must be an ISO 8601 date and time');
  });
});

describe('impossible travel', () => {
  it('marks a scan whose code is farther from the previous one than a brisk walk allows, whatever the policy', async () => {
    await setPolicy('off');
    const client = await student();
    await expectJson(client.post('/api/scan', { code: 'HALL01' }), 200);
    await expectJson(client.post('/api/scan', { code: 'GATE01' }), 200);
    const [mark] = await marksOf(client);
    expect(mark?.kind).toBe('travel');
    const evidence = mark?.evidence as { distanceM: number; speedMps: number; fromQrLinkId: number };
    expect(evidence.distanceM).toBeCloseTo(1112, 0);
    expect(evidence.speedMps).toBeGreaterThan(100);
    expect(evidence.fromQrLinkId).toBe((await db()('qr_links').where({ code: 'HALL01' }).first()).id);
  });

  it("uses the devices' times of offline scans, and stores them beside the time of receipt", async () => {
    await setPolicy('off');
    const client = await student();
    const twentyMinutesAgo = new Date(Date.now() - 20 * 60_000).toISOString();
    await expectJson(client.post('/api/scan', { code: 'HALL01', claimedAt: twentyMinutesAgo }), 200);
    await expectJson(client.post('/api/scan', { code: 'GATE01', claimedAt: new Date().toISOString() }), 200);
    expect(await marksOf(client)).toEqual([]); // 1.1 km in 20 minutes is under 1 m/s
    const entries = await db()('collection_entries as e').join('users as u', 'u.id', 'e.user_id').where('u.email', emails.get(client)).orderBy('e.id').select('e.claimed_at', 'e.collected_at');
    expect(entries[0]?.claimed_at.toISOString()).toBe(twentyMinutesAgo);
    expect(entries[0]?.collected_at.getTime()).toBeGreaterThan(Date.parse(twentyMinutesAgo) + 19 * 60_000);
  });
});

describe('a code shown on a screen', () => {
  const keys = () => server.runtime.deps.config.sessionKeys;

  it("collects only with the screen's current token", async () => {
    const client = await student();
    expect(await expectJson(client.post('/api/scan', { code: 'SCREEN' }), 403)).toEqual({ message: 'This code is shown on a screen: scan it there', code: 'screen_code' });
    const old = signDisplayToken(keys(), 'SCREEN', Date.now() - 61_000);
    expect(await expectJson(client.post('/api/scan', { code: 'SCREEN', token: old }), 403)).toEqual({ message: 'This code has expired: scan the screen again', code: 'code_expired' });
    const forged = signDisplayToken(['x'.repeat(32)], 'SCREEN');
    expect(await expectJson(client.post('/api/scan', { code: 'SCREEN', token: forged }), 400)).toEqual({ message: 'token is not valid for this code', code: 'bad_request' });
    const otherCode = signDisplayToken(keys(), 'PRINT1');
    await expectJson(client.post('/api/scan', { code: 'SCREEN', token: otherCode }), 400);
    await expectJson(client.post('/api/scan', { code: 'SCREEN', token: signDisplayToken(keys(), 'SCREEN') }), 200);
  });

  it('leaves printed codes as they were', async () => {
    await expectJson((await student()).post('/api/scan', { code: 'PRINT1' }), 200);
  });
});
