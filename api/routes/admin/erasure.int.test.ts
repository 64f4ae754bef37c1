import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserDto, AnalyticsDto, EventDto, FairPlayStudentDto, SurveyResponseAdminDto } from '../../../core/admin';
import type { EventPurgeDto } from '../../../core/erasure';
import type { LiveOverviewDto } from '../../../core/liveOverview';
import { ADMIN_EMAIL, expectJson, signedIn, startAdminTestServer, type AdminTestSetup } from '../../testing/admin';
import type { TestClient } from '../../testing/client';
import { makeEvent, makePieceWithCode, makeQuestionnaire } from '../../testing/factories';

/** The organiser's side: erasing one account, and every participant of a completed event. */

let setup: AdminTestSetup;
let quizId: number;
const db = () => setup.server.runtime.deps.db;
const CODES = ['ADE001', 'ADE002'];

const users = () => expectJson<AdminUserDto[]>(setup.admin.get('/api/admin/users'), 200);
const idOf = async (email: string) => (await users()).find((user) => user.email === email)?.id ?? '';
const analytics = () => expectJson<AnalyticsDto>(setup.admin.get('/api/admin/analytics'), 200);
const live = () => expectJson<LiveOverviewDto>(setup.admin.get('/api/admin/live'), 200);
const events = () => expectJson<EventDto[]>(setup.admin.get('/api/admin/events'), 200);
const purge = (id: number | string) => setup.admin.post(`/api/admin/events/${id}/purge`);
/** What the statistics show: counts, finds per piece and the funnel (the feed names people, so it is left out). */
const statistics = async () => {
  const { totalUsers, totalScans, completedUsers } = await analytics();
  const { findsPerPiece, funnel } = await live();
  return { totalUsers, totalScans, completedUsers, findsPerPiece, funnel };
};

async function player(email: string, codes = CODES, names: { firstName?: string; lastName?: string } = {}): Promise<TestClient> {
  const client = await signedIn(setup.server, email, names);
  for (const code of codes) await expectJson(client.post('/api/scan', { code, position: { latitude: 0, longitude: 0, accuracy: 5 } }), 200);
  return client;
}

beforeAll(async () => {
  setup = await startAdminTestServer();
  await makeEvent(db(), { name: 'Spring Hunt', start_date: new Date(Date.now() - 20 * 60_000) });
  await makePieceWithCode(db(), 'ADE001', { place_latitude: 0, place_longitude: 0, place_radius_m: 50 });
  await makePieceWithCode(db(), 'ADE002');
  quizId = (await makeQuestionnaire(db(), { title: 'Poll', triggerCount: 1, questions: [{ text: 'Side?', type: 'radio', choices: ['Left', 'Right'] }] })).id;
  await setup.server.runtime.deps.caches.events.refresh();
});
afterAll(() => setup.server.stop());

describe('the organiser-only erasure routes', () => {
  it('answer 401 signed out and 403 to a student, erasing nobody', async () => {
    const target = await idOf('pat@campus.edu');
    const spring = (await events()).find((event) => event.name === 'Spring Hunt');
    for (const path of [`/api/admin/users/${target}`, `/api/admin/events/${spring?.id}/purge`]) {
      const method = path.endsWith('/purge') ? 'POST' : 'DELETE';
      expect(await expectJson(setup.anonymous.request(method, path), 401)).toEqual({ message: 'Unauthorized', code: 'unauthorized' });
      expect(await expectJson(setup.user.request(method, path), 403)).toMatchObject({ code: 'forbidden' });
    }
    await expectJson(setup.user.get('/api/auth/user'), 200);
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it('answers 404 for an unknown id, an id that is not a UUID, and an account already erased', async () => {
    await expectJson(setup.admin.delete(`/api/admin/users/${randomUUID()}`), 404);
    await expectJson(setup.admin.delete('/api/admin/users/not-a-uuid'), 404);
    const gone = await player('gone@campus.edu', ['ADE002']);
    const id = await idOf('gone@campus.edu');
    expect((await setup.admin.delete(`/api/admin/users/${id}`)).status).toBe(204);
    await expectJson(gone.get('/api/auth/user'), 401);
    await expectJson(setup.admin.delete(`/api/admin/users/${id}`), 404);
    const [anonymous] = await db()('users').whereNotNull('erased_at').select('id');
    await expectJson(setup.admin.delete(`/api/admin/users/${anonymous.id}`), 404);
    await expectJson(setup.admin.patch(`/api/admin/users/${anonymous.id}/role`, { role: 'admin' }), 404);
    await expectJson(setup.admin.put(`/api/admin/users/${anonymous.id}/disqualification`, { disqualified: true }), 404);
  });

  it('erases a marked student from every admin list, and keeps what the statistics count', async () => {
    const rhea = await signedIn(setup.server, 'rhea@campus.edu', { firstName: 'Rhea', lastName: 'Marked' });
    await expectJson(rhea.post('/api/scan', { code: 'ADE001', position: { latitude: 0.01, longitude: 0, accuracy: 10 } }), 200);
    await expectJson(rhea.post('/api/scan', { code: 'ADE002' }), 200);
    await expectJson(rhea.post('/api/survey/submit', { questionnaireId: quizId, responses: { q0: 'Left' } }), 200);
    const id = await idOf('rhea@campus.edu');
    expect((await expectJson<FairPlayStudentDto[]>(setup.admin.get('/api/admin/fair-play'), 200)).map((student) => student.userId)).toContain(id);
    const before = await statistics();
    await setup.server.runtime.deps.activity.flush();
    const activeBefore = (await analytics()).activeToday;

    expect((await setup.admin.delete(`/api/admin/users/${id}`)).status).toBe(204);
    await expectJson(rhea.get('/api/user/score'), 401);
    // Counted still, but never as active: the anonymous row is nobody.
    expect((await analytics()).activeToday).toBe(activeBefore - 1);
    const lists = [
      await users(),
      await expectJson<FairPlayStudentDto[]>(setup.admin.get('/api/admin/fair-play'), 200),
      await expectJson<SurveyResponseAdminDto[]>(setup.admin.get('/api/admin/survey-responses'), 200),
      (await live()).feed,
      await expectJson(setup.admin.get('/api/admin/leaderboard'), 200),
    ];
    for (const list of lists) {
      const text = JSON.stringify(list);
      for (const trace of [id, 'rhea@campus.edu', 'Rhea']) expect(text).not.toContain(trace);
    }
    expect(await statistics()).toEqual(before);
  });

  it('erases another organiser, but never the last one (409)', async () => {
    await signedIn(setup.server, 'co-admin@campus.edu');
    const coAdmin = await idOf('co-admin@campus.edu');
    await expectJson(setup.admin.patch(`/api/admin/users/${coAdmin}/role`, { role: 'admin' }), 200);
    expect((await setup.admin.delete(`/api/admin/users/${coAdmin}`)).status).toBe(204);
    expect(await expectJson(setup.admin.delete(`/api/admin/users/${await idOf(ADMIN_EMAIL)}`), 409)).toMatchObject({ code: 'last_admin' });
    await expectJson(setup.admin.get('/api/admin/users'), 200);
  });

  it('leaves an organiser when two erase and demote each other at once', async () => {
    for (let round = 0; round < 5; round++) {
      const email = `rival${round}@campus.edu`;
      const rival = await signedIn(setup.server, email);
      const rivalId = await idOf(email);
      await expectJson(setup.admin.patch(`/api/admin/users/${rivalId}/role`, { role: 'admin' }), 200);
      // The boss erases the rival while the rival demotes the boss.
      const [erased, demoted] = await Promise.all([
        setup.admin.delete(`/api/admin/users/${rivalId}`),
        rival.patch(`/api/admin/users/${await idOf(ADMIN_EMAIL)}/role`, { role: 'user' }),
      ]);
      const admins = await db()('users').where({ role: 'admin' }).whereNull('erased_at');
      expect(admins.length, `erase ${erased.status}, demote ${demoted.status}`).toBeGreaterThanOrEqual(1);
      if (admins.some((admin) => admin.email === ADMIN_EMAIL)) continue;
      // The demotion came first: the rival is the organiser now, and the boss gets the role back.
      await db()('users').where({ email: ADMIN_EMAIL }).update({ role: 'admin' });
      await setup.server.runtime.settle();
    }
  });
});

describe('POST /api/admin/events/:id/purge', () => {
  it('answers 404 for an unknown event and 409 for one not completed, erasing nobody', async () => {
    await expectJson(purge(999_999), 404);
    await expectJson(purge('abc'), 404);
    const [running] = await events();
    const before = (await users()).length;
    expect(await expectJson(purge(running?.id ?? 0), 409)).toEqual({
      message: "Only a completed event's participants can be erased: this one is active",
      code: 'conflict',
    });
    const scheduled = await makeEvent(db(), { name: 'Autumn Hunt', status: 'scheduled', start_date: new Date(Date.now() + 86_400_000), end_date: new Date(Date.now() + 2 * 86_400_000) });
    await expectJson(purge(scheduled.id), 409);
    expect((await users()).length).toBe(before);
  });

  it("erases the completed event's participants at once; organisers, bystanders and later players stay", async () => {
    await player('una@campus.edu', CODES, { firstName: 'Una', lastName: 'Player' });
    await expectJson(setup.user.post('/api/scan', { code: 'ADE002' }), 200);
    const guesser = await signedIn(setup.server, 'guesser@campus.edu');
    await expectJson(guesser.post('/api/scan', { code: 'WRONG1' }), 404);
    await expectJson(setup.admin.post('/api/scan', { code: 'ADE002' }), 200);
    await signedIn(setup.server, 'bystander@campus.edu');
    const returner = await player('returner@campus.edu', ['ADE002']);
    const spring = (await events()).find((event) => event.name === 'Spring Hunt');
    await expectJson(setup.admin.post(`/api/admin/events/${spring?.id}/complete`), 200);
    // The next event's player is no participant of this one.
    await makeEvent(db(), { name: 'Summer Hunt', start_date: new Date(Date.now() - 1000) });
    await setup.server.runtime.deps.caches.events.refresh();
    await player('later@campus.edu', ['ADE002']);
    // A Spring player who plays on in Summer keeps that play until Summer is purged.
    await expectJson(returner.post('/api/scan', { code: 'ADE001', position: { latitude: 0, longitude: 0, accuracy: 5 } }), 200);
    const participants = ['pat@campus.edu', 'una@campus.edu', 'guesser@campus.edu'];
    const before = await statistics();

    const result = await expectJson<EventPurgeDto>(purge(spring?.id ?? 0), 200);
    expect(result).toEqual({ eventId: spring?.id, erasedUsers: participants.length, keptUsers: 1 });
    const left = (await users()).map((user) => user.email);
    for (const email of participants) expect(left).not.toContain(email);
    for (const email of [ADMIN_EMAIL, 'bystander@campus.edu', 'later@campus.edu', 'returner@campus.edu']) expect(left).toContain(email);
    await expectJson(setup.user.get('/api/auth/user'), 401);
    expect(await statistics()).toEqual(before);

    expect(await expectJson<EventPurgeDto>(purge(spring?.id ?? 0), 200)).toEqual({ eventId: spring?.id, erasedUsers: 0, keptUsers: 1 });
  });
});
