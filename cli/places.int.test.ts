import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventDto, QrLinkDto } from '../core/admin';
import { expectJson } from '../api/testing/admin';
import { makePieceWithCode } from '../api/testing/factories';
import { jsonOf, removeDir, startCliTestServer, tempDir, type CliTestSetup } from './testing/hunt';

let setup: CliTestSetup;
let dir: string;

beforeAll(async () => {
  setup = await startCliTestServer();
  dir = await tempDir('hunt-places-');
  await makePieceWithCode(setup.server.runtime.deps.db, 'PLACED', {});
});
afterAll(async () => {
  await setup.stop();
  await removeDir(dir);
});

const links = () => expectJson<QrLinkDto[]>(setup.admin.get('/api/admin/qr-links'), 200);
const linkNamed = async (code: string) => (await links()).find((link) => link.code === code);

describe('places from the command line', () => {
  it('creates a link with a place (negative degrees too) and a screen link', async () => {
    const made = jsonOf<QrLinkDto>(
      await setup.hunt(['qr', 'create', '--code', 'GEO001', '--piece', 'PLACED Piece', '--lat', '51.7548', '--lng', '-1.2544', '--radius', '40', '--json']),
    );
    expect(made.place).toEqual({ latitude: 51.7548, longitude: -1.2544, radiusM: 40 });
    const screen = jsonOf<QrLinkDto>(await setup.hunt(['qr', 'create', '--code', 'GEO002', '--piece', 'PLACED Piece', '--screen', '--lat', '1', '--lng', '2', '--json']));
    expect(screen).toMatchObject({ screen: true, place: { latitude: 1, longitude: 2, radiusM: 75 } });
  });

  it('refuses a half or impossible place as a usage error, creating nothing', async () => {
    const half = await setup.hunt(['qr', 'create', '--code', 'GEO003', '--piece', 'PLACED Piece', '--lat', '51']);
    expect([half.code, half.stderr.trim()]).toEqual([2, 'Error: --lng: give --lat and --lng together']);
    const north = await setup.hunt(['qr', 'create', '--code', 'GEO003', '--piece', 'PLACED Piece', '--lat', '91', '--lng', '0']);
    expect([north.code, north.stderr.trim()]).toEqual([2, 'Error: --lat: latitude must be from -90 to 90']);
    const radius = await setup.hunt(['qr', 'create', '--code', 'GEO003', '--piece', 'PLACED Piece', '--lat', '1', '--lng', '0', '--radius', '-1']);
    expect([radius.code, radius.stderr.trim()]).toEqual([2, 'Error: --radius: radiusM must be from 1 to 10000']);
    expect(await linkNamed('GEO003')).toBeUndefined();
  });

  it('updates a link: off and on, a new place, no place, printed again', async () => {
    expect(jsonOf<QrLinkDto>(await setup.hunt(['qr', 'update', 'geo001', '--no-active', '--json'])).isActive).toBe(false);
    const moved = await setup.hunt(['qr', 'update', 'GEO001', '--active', '--lat', '10', '--lng', '20']);
    expect(moved.stdout.trim()).toBe('Updated QR link GEO001: active, printed, at 10, 20 (75 m)');
    expect((await linkNamed('GEO001'))?.place).toEqual({ latitude: 10, longitude: 20, radiusM: 75 });
    expect(jsonOf<QrLinkDto>(await setup.hunt(['qr', 'update', 'GEO002', '--clear-place', '--no-screen', '--json']))).toMatchObject({ place: null, screen: false });
    const nothing = await setup.hunt(['qr', 'update', 'GEO002']);
    expect(nothing.code).toBe(2);
    const unknown = await setup.hunt(['qr', 'update', 'NOSUCH', '--active']);
    expect([unknown.code, unknown.stderr.trim()]).toEqual([1, 'Error: No QR link with code NOSUCH (see `hunt qr list`)']);
  });

  it("creates events with a location policy, and seeds places and the event's policy from a file", async () => {
    const enforced = jsonOf<EventDto>(await setup.hunt(['events', 'create', '--name', 'Strict Hunt', '--start', '+1d', '--end', '+2d', '--location-policy', 'enforce', '--json']));
    expect(enforced.locationPolicy).toBe('enforce');
    const bad = await setup.hunt(['events', 'create', '--name', 'Odd Hunt', '--start', '+1d', '--end', '+2d', '--location-policy', 'strict']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--location-policy');

    const file = path.join(dir, 'seed.json');
    const seed = {
      pieces: [{ name: 'Seeded Place', code: 'SEEDGE', place: { latitude: -33.8688, longitude: 151.2093, radiusM: 30 } }],
      event: { name: 'Seeded Strict Hunt', startsInDays: 1, durationDays: 1, locationPolicy: 'off' },
    };
    await writeFile(file, JSON.stringify(seed));
    expect((await setup.hunt(['seed', file])).code).toBe(0);
    expect((await linkNamed('SEEDGE'))?.place).toEqual({ latitude: -33.8688, longitude: 151.2093, radiusM: 30 });
    const events = await expectJson<EventDto[]>(setup.admin.get('/api/admin/events'), 200);
    expect(events.find((event) => event.name === 'Seeded Strict Hunt')?.locationPolicy).toBe('off');
  });
});
