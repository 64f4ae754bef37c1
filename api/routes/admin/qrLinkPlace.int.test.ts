import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventDto, QrDisplayDto, QrLinkDto } from '../../../core/admin';
import { expectJson, startAdminTestServer, type AdminTestSetup } from '../../testing/admin';
import { makeEvent, makePieceWithCode } from '../../testing/factories';

const DOMAIN = 'https://hunt.campus.edu';
const LIBRARY = { latitude: 51.7548, longitude: -1.2544, radiusM: 40 };

let setup: AdminTestSetup;
let pieceId: number;
const db = () => setup.server.runtime.deps.db;
const patch = (id: number, body: unknown) => setup.admin.patch(`/api/admin/qr-links/${id}`, body);
const messageOf = async (response: Promise<Response>, status: number) => (await expectJson<{ message: string }>(response, status)).message;

beforeAll(async () => {
  setup = await startAdminTestServer({ QR_DOMAINS: DOMAIN });
  // Scans count only while an event runs.
  await makeEvent(setup.server.runtime.deps.db);
  pieceId = (await makePieceWithCode(db(), 'PLACE0')).piece.id;
});
afterAll(() => setup.server.stop());

describe('a QR link with a place', () => {
  it('is created with its place, the radius defaulting to 75 m', async () => {
    const link = await expectJson<QrLinkDto>(
      setup.admin.post('/api/admin/qr-links', { code: 'PLACE1', puzzlePieceId: pieceId, domain: DOMAIN, place: { latitude: 51.75, longitude: -1.25 } }),
      201,
    );
    expect(link).toMatchObject({ place: { latitude: 51.75, longitude: -1.25, radiusM: 75 }, screen: false, isActive: true });
    const listed = await expectJson<QrLinkDto[]>(setup.admin.get('/api/admin/qr-links'), 200);
    expect(listed.find((each) => each.code === 'PLACE1')?.place).toEqual({ latitude: 51.75, longitude: -1.25, radiusM: 75 });
    expect(listed.find((each) => each.code === 'PLACE0')?.place).toBeNull();
  });

  it('gets, changes and loses its place, switches on and off and becomes a screen code through PATCH', async () => {
    const { link } = await makePieceWithCode(db(), 'PATCH1');
    expect(await expectJson<QrLinkDto>(patch(link.id, { place: LIBRARY }), 200)).toMatchObject({ place: LIBRARY, isActive: true });
    expect(await expectJson<QrLinkDto>(patch(link.id, { isActive: false }), 200)).toMatchObject({ place: LIBRARY, isActive: false });
    expect(await expectJson<QrLinkDto>(patch(link.id, { screen: true, isActive: true }), 200)).toMatchObject({ screen: true, isActive: true });
    expect(await expectJson<QrLinkDto>(patch(link.id, { place: null }), 200)).toMatchObject({ place: null, screen: true });
    expect(await db()('qr_links').where({ id: link.id }).first()).toMatchObject({ place_latitude: null, place_radius_m: null, is_active: true });
  });

  it('refuses impossible places and empty changes with a 400 naming the field, changing nothing', async () => {
    const { link } = await makePieceWithCode(db(), 'BAD001', { place_latitude: 10, place_longitude: 20, place_radius_m: 30 });
    expect(await messageOf(patch(link.id, { place: { ...LIBRARY, latitude: 91 } }), 400)).toBe('place.latitude: latitude must be from -90 to 90');
    expect(await messageOf(patch(link.id, { place: { ...LIBRARY, longitude: -180.5 } }), 400)).toBe('place.longitude: longitude must be from -180 to 180');
    expect(await messageOf(patch(link.id, { place: { ...LIBRARY, radiusM: -1 } }), 400)).toBe('place.radiusM: radiusM must be from 1 to 10000');
    expect(await messageOf(patch(link.id, { place: { ...LIBRARY, radiusM: 2.5 } }), 400)).toBe('place.radiusM: radiusM must be a whole number of metres');
    expect(await messageOf(patch(link.id, { place: { latitude: '51', longitude: 0 } }), 400)).toBe('place.latitude: latitude must be a number');
    expect(await messageOf(patch(link.id, { isActive: 'yes' }), 400)).toMatch(/^isActive: /);
    expect(await messageOf(patch(link.id, {}), 400)).toBe('nothing to change: send isActive, place or screen');
    const create = setup.admin.post('/api/admin/qr-links', { code: 'BAD002', puzzlePieceId: pieceId, domain: DOMAIN, place: { latitude: 0, longitude: 0, radiusM: 0 } });
    expect(await messageOf(create, 400)).toBe('place.radiusM: radiusM must be from 1 to 10000');
    expect(await db()('qr_links').where({ id: link.id }).first()).toMatchObject({ place_latitude: 10, place_longitude: 20, place_radius_m: 30 });
    expect(await db()('qr_links').where({ code: 'BAD002' }).first()).toBeUndefined();
  });

  it('answers 404 for a link that does not exist, and 401 / 403 to others than admins', async () => {
    expect(await expectJson(patch(987654, { isActive: false }), 404)).toEqual({ message: 'QR link not found', code: 'not_found' });
    const { link } = await makePieceWithCode(db(), 'AUTH01');
    await expectJson(setup.anonymous.patch(`/api/admin/qr-links/${link.id}`, { isActive: false }), 401);
    await expectJson(setup.user.patch(`/api/admin/qr-links/${link.id}`, { isActive: false }), 403);
    expect(await db()('qr_links').where({ id: link.id }).first()).toMatchObject({ is_active: true });
  });

  it('switched off, refuses scans; switched on again, collects', async () => {
    const { link } = await makePieceWithCode(db(), 'TOGGLE');
    await expectJson(patch(link.id, { isActive: false }), 200);
    expect(await expectJson(setup.user.post('/api/scan', { code: 'TOGGLE' }), 404)).toEqual({ message: 'Invalid code', code: 'not_found' });
    await expectJson(patch(link.id, { isActive: true }), 200);
    await expectJson(setup.user.post('/api/scan', { code: 'TOGGLE' }), 200);
  });
});

describe('GET /api/admin/qr-links/{id}/display', () => {
  it("gives a screen its link with a token valid for a minute, which a student's scan of the screen collects", async () => {
    const { link } = await makePieceWithCode(db(), 'SCRN01', { needs_display_token: true, domain: DOMAIN });
    const before = Date.now();
    const display = await expectJson<QrDisplayDto>(setup.admin.get(`/api/admin/qr-links/${link.id}/display`), 200);
    expect(display).toMatchObject({ code: 'SCRN01', puzzlePieceName: 'SCRN01 Piece', refreshAfterSeconds: 20 });
    expect(display.url).toMatch(new RegExp(`^${DOMAIN}/scan/SCRN01\\?t=[0-9a-z]+\\.[\\w-]{22}$`));
    const expires = Date.parse(display.expiresAt ?? '');
    expect(expires - before).toBeGreaterThan(58_000);
    expect(expires - before).toBeLessThanOrEqual(60_000);
    // The camera reads the whole link: the token travels inside it.
    expect(await expectJson(setup.user.post('/api/scan', { code: 'SCRN01' }), 403)).toMatchObject({ code: 'screen_code' });
    await expectJson(setup.user.post('/api/scan', { code: display.url }), 200);
  });

  it('shows no link while the code is switched off, 404 for none, and nothing to others than admins', async () => {
    const { link } = await makePieceWithCode(db(), 'SCRN02', { is_active: false });
    expect(await expectJson<QrDisplayDto>(setup.admin.get(`/api/admin/qr-links/${link.id}/display`), 200)).toMatchObject({ url: null, expiresAt: null });
    await expectJson(setup.admin.get('/api/admin/qr-links/987654/display'), 404);
    await expectJson(setup.anonymous.get(`/api/admin/qr-links/${link.id}/display`), 401);
    await expectJson(setup.user.get(`/api/admin/qr-links/${link.id}/display`), 403);
  });
});

describe("an event's location policy", () => {
  const event = (extra: object) => ({ name: 'Policy Hunt', startDate: '2030-01-01T09:00:00Z', endDate: '2030-01-02T09:00:00Z', ...extra });

  it("defaults to 'flag' and takes 'off' or 'enforce'", async () => {
    expect((await expectJson<EventDto>(setup.admin.post('/api/admin/events', event({})), 201)).locationPolicy).toBe('flag');
    expect((await expectJson<EventDto>(setup.admin.post('/api/admin/events', event({ locationPolicy: 'enforce' })), 201)).locationPolicy).toBe('enforce');
    const listed = await expectJson<EventDto[]>(setup.admin.get('/api/admin/events'), 200);
    expect(listed.map((each) => each.locationPolicy)).toEqual(expect.arrayContaining(['flag', 'enforce']));
  });

  it('refuses any other policy', async () => {
    expect(await messageOf(setup.admin.post('/api/admin/events', event({ locationPolicy: 'strict' })), 400)).toBe(
      "locationPolicy: locationPolicy must be 'off', 'flag' or 'enforce'",
    );
  });
});
