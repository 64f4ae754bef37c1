import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserDto, FairPlayStudentDto } from '../../../core/admin';
import type { LeaderboardDto } from '../../../core/contracts';
import { EXPORT_FILES } from '../../../core/exportFiles';
import { expectJson, signedIn, startAdminTestServer, type AdminTestSetup } from '../../testing/admin';
import type { TestClient } from '../../testing/client';
import { readCsv, unzip } from '../../testing/exportZip';
import { makeEvent, makePieceWithCode } from '../../testing/factories';

/** Two codes 1.1 km apart; a third without a place. */
const HALL = { place_latitude: 0, place_longitude: 0, place_radius_m: 50 };
const GATE = { place_latitude: 0, place_longitude: 0.01, place_radius_m: 50 };
const FAR_FROM_HALL = { latitude: 0.001, longitude: 0, accuracy: 20 };

let setup: AdminTestSetup;
let cheat: TestClient;
let honest: TestClient;
const db = () => setup.server.runtime.deps.db;
const review = () => expectJson<FairPlayStudentDto[]>(setup.admin.get('/api/admin/fair-play'), 200);
const board = (client: TestClient) => expectJson<LeaderboardDto>(client.get('/api/leaderboard'), 200);
const userNamed = async (email: string) => (await expectJson<AdminUserDto[]>(setup.admin.get('/api/admin/users'), 200)).find((user) => user.email === email);
const disqualify = (userId: string, disqualified: unknown) => setup.admin.put(`/api/admin/users/${userId}/disqualification`, { disqualified });

beforeAll(async () => {
  setup = await startAdminTestServer();
  await makeEvent(db());
  await makePieceWithCode(db(), 'HALL01', HALL);
  await makePieceWithCode(db(), 'GATE01', GATE);
  await makePieceWithCode(db(), 'PRINT1');
  cheat = await signedIn(setup.server, 'cheat@campus.edu', { firstName: 'Chet', lastName: 'Sharer' });
  honest = await signedIn(setup.server, 'honest@campus.edu', { firstName: 'Hon', lastName: 'Est' });
  // The cheat scans the hall's code from 111 m away, the gate's a second later (from a photo),
  // and finishes with a scan made offline two minutes ago.
  await expectJson(cheat.post('/api/scan', { code: 'HALL01', position: FAR_FROM_HALL }), 200);
  await expectJson(cheat.post('/api/scan', { code: 'GATE01', position: { latitude: 0, longitude: 0.01, accuracy: 5 } }), 200);
  await expectJson(cheat.post('/api/scan', { code: 'PRINT1', claimedAt: new Date(Date.now() - 120_000).toISOString() }), 200);
  // The honest student was at the hall twenty minutes ago (offline), and walks to the gate later.
  const twentyMinutesAgo = new Date(Date.now() - 20 * 60_000).toISOString();
  await expectJson(honest.post('/api/scan', { code: 'HALL01', position: { latitude: 0, longitude: 0, accuracy: 5 }, claimedAt: twentyMinutesAgo }), 200);
  await expectJson(honest.post('/api/scan', { code: 'PRINT1' }), 200);
  await setup.server.runtime.settle();
});
afterAll(() => setup.server.stop());

describe('GET /api/admin/fair-play', () => {
  it('lists the marked scans by student, with the evidence', async () => {
    const students = await review();
    expect(students.map((student) => student.email)).toEqual(['cheat@campus.edu']);
    const [student] = students;
    expect(student).toMatchObject({ name: 'Chet Sharer', disqualifiedAt: null });
    expect(student?.marks.map((mark) => [mark.kind, mark.qrCode, mark.pieceName])).toEqual([
      ['travel', 'GATE01', 'GATE01 Piece'],
      ['far', 'HALL01', 'HALL01 Piece'],
    ]);
    expect(student?.marks[1]?.evidence).toEqual({ distanceM: 111.2, accuracyM: 20, radiusM: 50 });
    expect(student?.marks[0]?.evidence.speedMps).toBeGreaterThan(100);
    expect(student?.marks.every((mark) => mark.claimedAt === null && mark.delaySeconds === null)).toBe(true);
  });

  it('shows the marker count in the Users list', async () => {
    expect((await userNamed('cheat@campus.edu'))?.openMarks).toBe(2);
    expect((await userNamed('honest@campus.edu'))?.openMarks).toBe(0);
  });
});

describe('clearing a mark', () => {
  it('takes it off the review (twice is fine), and a student with none left leaves it', async () => {
    const [student] = await review();
    const [travel, far] = student?.marks ?? [];
    await expectJson(setup.admin.post(`/api/admin/fair-play/marks/${travel?.id}/clear`), 204);
    await expectJson(setup.admin.post(`/api/admin/fair-play/marks/${travel?.id}/clear`), 204);
    expect((await review())[0]?.marks.map((mark) => mark.id)).toEqual([far?.id]);
    await expectJson(setup.admin.post(`/api/admin/fair-play/marks/${far?.id}/clear`), 204);
    expect(await review()).toEqual([]);
    expect((await userNamed('cheat@campus.edu'))?.openMarks).toBe(0);
    // Cleared, not deleted: the evidence stays in the data.
    expect(await db()('fair_play_marks').whereNotNull('cleared_at').count({ n: '*' })).toEqual([{ n: 2 }]);
  });

  it('answers 404 for a mark that never existed, and 401 / 403 to others than admins', async () => {
    expect(await expectJson(setup.admin.post('/api/admin/fair-play/marks/987654/clear'), 404)).toEqual({ message: 'Mark not found', code: 'not_found' });
    await expectJson(setup.anonymous.post('/api/admin/fair-play/marks/1/clear'), 401);
    await expectJson(setup.user.post('/api/admin/fair-play/marks/1/clear'), 403);
    await expectJson(setup.user.get('/api/admin/fair-play'), 403);
  });
});

describe('disqualifying a student', () => {
  it('hides them from the leaderboard and the tiers, keeps their data, and lifting it restores them', async () => {
    // The cheat completes (all three pieces); the honest student completes too.
    await expectJson(honest.post('/api/scan', { code: 'GATE01', position: { latitude: 0, longitude: 0.01, accuracy: 5 } }), 200);
    await setup.server.runtime.settle();
    expect((await board(honest)).entries.map((entry) => entry.userName)).toEqual(['Chet Sharer', 'Hon Est']);

    const cheatId = (await userNamed('cheat@campus.edu'))?.id ?? '';
    const updated = await expectJson<AdminUserDto>(disqualify(cheatId, true), 200);
    expect(updated.disqualifiedAt).not.toBeNull();
    await setup.server.runtime.settle();
    const without = await board(honest);
    expect(without.entries.map((entry) => [entry.userName, entry.rank])).toEqual([['Hon Est', 1]]);
    expect(without.totalRanked).toBe(1);
    expect((await board(cheat)).me).toBeNull();
    expect(await db()('collection_entries as e').join('users as u', 'u.id', 'e.user_id').where('u.email', 'cheat@campus.edu').count({ n: '*' })).toEqual([{ n: 3 }]);
    expect((await review()).map((student) => [student.email, student.disqualifiedAt !== null, student.marks.length])).toEqual([['cheat@campus.edu', true, 0]]);
    // Disqualifying again keeps the first time.
    expect((await expectJson<AdminUserDto>(disqualify(cheatId, true), 200)).disqualifiedAt).toBe(updated.disqualifiedAt);

    await expectJson(disqualify(cheatId, false), 200);
    await setup.server.runtime.settle();
    expect((await board(honest)).entries.map((entry) => entry.userName)).toEqual(['Chet Sharer', 'Hon Est']);
    expect(await review()).toEqual([]);
  });

  it("shows a disqualification and the open marks in the export's fair-play.csv", async () => {
    const cheatId = (await userNamed('cheat@campus.edu'))?.id ?? '';
    await expectJson(disqualify(cheatId, true), 200);
    const files = await unzip(Buffer.from(await (await setup.admin.get('/api/admin/export-data')).arrayBuffer()));
    const { header, rows } = readCsv(files.get('fair-play.csv') ?? '');
    expect(header).toEqual([...EXPORT_FILES.fairPlay.columns]);
    expect(rows.map((row) => [row.userEmail, row.disqualifiedAt !== '', row.markId])).toEqual([['cheat@campus.edu', true, '']]);
    await expectJson(disqualify(cheatId, false), 200);
  });

  it('refuses a bad body, an unknown user, and anyone but an admin', async () => {
    const honestId = (await userNamed('honest@campus.edu'))?.id ?? '';
    expect(await expectJson(disqualify(honestId, 'maybe'), 400)).toEqual({ message: 'disqualified: disqualified must be true or false', code: 'bad_request' });
    await expectJson(disqualify('00000000-0000-4000-8000-000000000000', true), 404);
    await expectJson(setup.anonymous.put(`/api/admin/users/${honestId}/disqualification`, { disqualified: true }), 401);
    await expectJson(setup.user.put(`/api/admin/users/${honestId}/disqualification`, { disqualified: true }), 403);
    expect((await userNamed('honest@campus.edu'))?.disqualifiedAt).toBeNull();
  });
});
