import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserDto, FairPlayStudentDto } from '../core/admin';
import { expectJson, signedIn } from '../api/testing/admin';
import { makeEvent, makePieceWithCode } from '../api/testing/factories';
import { jsonOf, startCliTestServer, type CliTestSetup } from './testing/hunt';

let setup: CliTestSetup;
const MARKED = 'sharer@campus.edu';

beforeAll(async () => {
  setup = await startCliTestServer();
  const db = setup.server.runtime.deps.db;
  await makeEvent(db);
  await makePieceWithCode(db, 'HALL01', { place_latitude: 0, place_longitude: 0, place_radius_m: 50 });
  const student = await signedIn(setup.server, MARKED);
  // Made offline 90 s ago, 111 m from the code.
  const claimedAt = new Date(Date.now() - 90_000).toISOString();
  await expectJson(student.post('/api/scan', { code: 'HALL01', position: { latitude: 0.001, longitude: 0, accuracy: 20 }, claimedAt }), 200);
});
afterAll(() => setup.stop());

const userOf = async (email: string) => (await expectJson<AdminUserDto[]>(setup.admin.get('/api/admin/users'), 200)).find((user) => user.email === email);

describe('hunt fairplay', () => {
  it('lists marked scans with their evidence, as a table and as JSON', async () => {
    const table = await setup.hunt(['fairplay', 'list']);
    expect(table.code).toBe(0);
    expect(table.stdout).toContain(MARKED);
    expect(table.stdout).toMatch(/111\.2 m from the code \(radius 50 m, accuracy ±20 m\), sent 9\d s late/);
    const [student] = jsonOf<FairPlayStudentDto[]>(await setup.hunt(['fairplay', 'list', '--json']));
    expect(student?.marks[0]).toMatchObject({ kind: 'far', qrCode: 'HALL01' });
    expect(student?.marks[0]?.delaySeconds).toBeGreaterThanOrEqual(90);
  });

  it('disqualifies and requalifies by e-mail, and clears a mark by its number', async () => {
    const out = await setup.hunt(['fairplay', 'disqualify', 'Sharer@Campus.edu']);
    expect(out.stdout.trim()).toBe(`Disqualified ${MARKED}: hidden from the leaderboard and the prize tiers`);
    expect((await userOf(MARKED))?.disqualifiedAt).not.toBeNull();
    expect((await setup.hunt(['fairplay', 'requalify', MARKED])).stdout.trim()).toBe(`${MARKED} is back on the leaderboard`);
    expect((await userOf(MARKED))?.disqualifiedAt).toBeNull();

    const [student] = jsonOf<FairPlayStudentDto[]>(await setup.hunt(['fairplay', 'list', '--json']));
    const cleared = await setup.hunt(['fairplay', 'clear', `#${student?.marks[0]?.id}`]);
    expect(cleared.stdout.trim()).toBe(`Cleared mark #${student?.marks[0]?.id}`);
    expect((await setup.hunt(['fairplay', 'list'])).stdout.trim()).toBe('No marked scans');
  });

  it('fails in one line for an unknown e-mail or mark, and on a bad mark number', async () => {
    const unknown = await setup.hunt(['fairplay', 'disqualify', 'nobody@campus.edu']);
    expect([unknown.code, unknown.stderr.trim()]).toEqual([1, 'Error: No user with e-mail nobody@campus.edu: they must sign in once first']);
    const missing = await setup.hunt(['fairplay', 'clear', '987654']);
    expect(missing.code).toBe(1);
    expect(missing.stderr.trim()).toMatch(/^Error: Mark not found/);
    const bad = await setup.hunt(['fairplay', 'clear', 'twelve']);
    expect([bad.code, bad.stderr.trim()]).toEqual([2, 'Error: <mark-id>: a mark number such as 12']);
  });
});
