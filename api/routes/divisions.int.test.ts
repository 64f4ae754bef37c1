import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaderboardDto } from '../../core/contracts';
import type { AdminDivisionDto, DivisionsDto, DivisionStandingDto, ImportResultDto } from '../../core/teams';
import type { EventRow } from '../../db/rows';
import { expectJson, signedIn, startAdminTestServer, type AdminTestSetup } from '../testing/admin';
import { makeEvent, makePieceWithCode, makeUser } from '../testing/factories';
import { EventStreamReader, openStream } from '../testing/eventStream';

/**
 * Divisions through the API: given by the organisers' rules (e-mail domains, a list of e-mails
 * imported before or after sign-in) or picked once by the student, and a board per division with
 * its own places, percentiles and prize tiers, and the divisions ranked against each other.
 */
let setup: AdminTestSetup;
let event: EventRow;
const deps = () => setup.server.runtime.deps;

beforeAll(async () => {
  setup = await startAdminTestServer();
  event = await makeEvent(deps().db);
  await expectJson(setup.admin.patch(`/api/admin/events/${event.id}`, { prizeTiers: [{ percentile: 50, prizeName: 'Half Prize' }] }), 200);
});
afterAll(() => setup.server.stop());

const createDivision = (name: string, emailDomains: string[] = []) =>
  expectJson<AdminDivisionDto>(setup.admin.post('/api/admin/divisions', { eventId: event.id, name, emailDomains }), 201);

describe('divisions', () => {
  let science: AdminDivisionDto;
  let arts: AdminDivisionDto;

  beforeAll(async () => {
    science = await createDivision('Science', ['sci.campus.edu']);
    arts = await createDivision('Arts');
  });

  it('refuses a name the event has, and a domain that is none', async () => {
    expect(await expectJson(setup.admin.post('/api/admin/divisions', { eventId: event.id, name: 'Science' }), 409)).toMatchObject({
      message: 'A division with this name already exists in this event',
    });
    expect(await expectJson(setup.admin.post('/api/admin/divisions', { eventId: event.id, name: 'Odd', emailDomains: ['not a domain'] }), 400)).toMatchObject({
      code: 'bad_request',
    });
  });

  it('gives a student the division of their e-mail domain (a subdomain too)', async () => {
    const student = await signedIn(setup.server, 'ada@lab.sci.campus.edu', { firstName: 'Ada', lastName: 'Lab' });
    const seen = await expectJson<DivisionsDto>(student.get('/api/divisions'), 200);
    expect(seen.mine?.name).toBe('Science');
    expect(seen.divisions.map((division) => division.name)).toEqual(['Science', 'Arts']);
    // Her first find makes her row in the event, and it keeps the division the rule gives.
    await makePieceWithCode(deps().db, 'DIV001');
    await makePieceWithCode(deps().db, 'DIV002');
    await expectJson(student.post('/api/scan', { code: 'DIV001' }), 200);
    expect((await deps().db('participants').where({ event_id: event.id, user_id: student.userId }).first()).division_id).toBe(science.id);
  });

  it('lets a student pick once', async () => {
    const student = await signedIn(setup.server, 'pick@campus.edu');
    expect((await expectJson<DivisionsDto>(student.get('/api/divisions'), 200)).mine).toBeNull();
    expect((await expectJson<DivisionsDto>(student.post('/api/division', { divisionId: arts.id }), 200)).mine?.name).toBe('Arts');
    // Picking the same again is done already; another is refused.
    await expectJson(student.post('/api/division', { divisionId: arts.id }), 200);
    expect(await expectJson(student.post('/api/division', { divisionId: science.id }), 409)).toMatchObject({ message: 'You already have a division: it is chosen once' });
    expect(await expectJson(student.post('/api/division', { divisionId: 999_999 }), 404)).toMatchObject({ message: 'Division not found' });
  });

  it('gives listed e-mails their division, whether they signed in before or after the list', async () => {
    const before = await signedIn(setup.server, 'early@campus.edu');
    await expectJson(before.post('/api/division', { divisionId: arts.id }), 200);
    const result = await expectJson<ImportResultDto>(
      setup.admin.post('/api/admin/divisions/assignments', {
        eventId: event.id,
        rows: [
          { division: 'Science', email: 'Early@campus.edu' },
          { division: 'Science', email: 'late@campus.edu' },
          { division: 'Music', email: 'lost@campus.edu' },
        ],
      }),
      200,
    );
    expect(result).toEqual({ applied: 2, problems: [{ row: 3, email: 'lost@campus.edu', problem: 'No division is called Music in this event' }] });
    expect((await expectJson<DivisionsDto>(before.get('/api/divisions'), 200)).mine?.name).toBe('Science');
    const after = await signedIn(setup.server, 'late@campus.edu');
    expect((await expectJson<DivisionsDto>(after.get('/api/divisions'), 200)).mine?.name).toBe('Science');
    const listed = await expectJson<AdminDivisionDto[]>(setup.admin.get(`/api/admin/divisions?eventId=${event.id}`), 200);
    expect(listed.find((division) => division.name === 'Science')).toMatchObject({ waiting: 1 });
  });

  it("filters the organisers' users by division", async () => {
    const listed = await expectJson<{ email: string; division: string | null }[]>(setup.admin.get(`/api/admin/users?divisionId=${science.id}`), 200);
    // A division is stored with a student's row in the event (a find, a pick, a team): until then
    // a rule only says which one they will get (late has played nothing yet).
    expect(listed.map((user) => user.email).sort()).toEqual(['ada@lab.sci.campus.edu', 'early@campus.edu']);
    expect(new Set(listed.map((user) => user.division))).toEqual(new Set(['Science']));
  });

  it('removes a division, its students keeping none', async () => {
    const doomed = await createDivision('Doomed');
    const student = await signedIn(setup.server, 'doomed@campus.edu');
    await expectJson(student.post('/api/division', { divisionId: doomed.id }), 200);
    await expectJson(setup.admin.delete(`/api/admin/divisions/${doomed.id}`), 204);
    expect((await expectJson<DivisionsDto>(student.get('/api/divisions'), 200)).mine).toBeNull();
    expect(await expectJson(setup.admin.delete(`/api/admin/divisions/${doomed.id}`), 404)).toMatchObject({ message: 'Division not found' });
  });

  it('leaves the choice to the organisers when the event says so', async () => {
    await expectJson(setup.admin.patch(`/api/admin/events/${event.id}`, { divisionChoice: 'organisers' }), 200);
    const student = await signedIn(setup.server, 'eager@campus.edu');
    expect(await expectJson(student.post('/api/division', { divisionId: arts.id }), 403)).toMatchObject({ message: 'Divisions in this event are given by the organisers' });
    expect((await expectJson<DivisionsDto>(student.get('/api/divisions'), 200)).choice).toBe('organisers');
    await expectJson(setup.admin.patch(`/api/admin/events/${event.id}`, { divisionChoice: 'students' }), 200);
  });

  it("ranks each division's board on its own, with its own percentiles and prize tiers, and the divisions against each other", async () => {
    const finisher = async (email: string, division: AdminDivisionDto, points: number) => {
      const user = await makeUser(deps().db, { email, first_name: email.split('@')[0] ?? null, last_name: 'Test', total_points: points, completed_at: new Date(Date.now() - points * 1000), pieces_found: 3, event_id: event.id });
      await deps().db('participants').where({ event_id: event.id, user_id: user.id }).update({ division_id: division.id });
      return user;
    };
    await finisher('s1@campus.edu', science, 50);
    await finisher('s2@campus.edu', science, 40);
    await finisher('a1@campus.edu', arts, 10);
    await setup.server.runtime.settle();

    const reader = await signedIn(setup.server, 's2@campus.edu');
    const scienceBoard = await expectJson<LeaderboardDto>(reader.get(`/api/leaderboard?division=${science.id}`), 200);
    expect(scienceBoard.entries.map((entry) => [entry.userName, entry.rank, entry.percentile, entry.prize, entry.division])).toEqual([
      ['s1 Test', 1, 50, 'Half Prize', 'Science'],
      ['s2 Test', 2, 0, null, 'Science'],
      // Still hunting (one piece of two): below the finishers, with no percentile.
      ['Ada Lab', 3, null, null, 'Science'],
    ]);
    expect(scienceBoard.me).toMatchObject({ rank: 2, division: 'Science' });
    const artsBoard = await expectJson<LeaderboardDto>(reader.get(`/api/leaderboard?division=${arts.id}`), 200);
    expect(artsBoard.entries.map((entry) => [entry.userName, entry.rank, entry.prize])).toEqual([['a1 Test', 1, 'Half Prize']]);
    expect(artsBoard.me).toBeNull();
    // The whole board still ranks everyone together.
    const whole = await expectJson<LeaderboardDto>(reader.get('/api/leaderboard'), 200);
    expect(whole.entries.map((entry) => entry.userName)).toEqual(['s1 Test', 's2 Test', 'a1 Test', 'Ada Lab']);

    const standings = await expectJson<DivisionStandingDto[]>(reader.get('/api/leaderboard/divisions'), 200);
    expect(standings.map((row) => [row.name, row.rank, row.finishers, row.averagePoints])).toEqual([
      ['Science', 1, 2, 45],
      ['Arts', 2, 1, 10],
    ]);
    expect((await reader.get('/api/leaderboard?division=999999')).status).toBe(200);

    // A division may have prize tiers of its own: its board reaches them, the others keep the event's.
    const own = await expectJson<AdminDivisionDto>(
      setup.admin.patch(`/api/admin/divisions/${arts.id}`, { prizeTiers: [{ percentile: 0, prizeName: 'Arts Cup', prizeDescription: 'For every finisher' }] }),
      200,
    );
    expect(own.prizeTiers).toEqual([{ percentile: 0, prizeName: 'Arts Cup', prizeDescription: 'For every finisher' }]);
    await setup.server.runtime.settle();
    const artsOwn = await expectJson<LeaderboardDto>(reader.get(`/api/leaderboard?division=${arts.id}`), 200);
    expect(artsOwn.entries.map((entry) => entry.prize)).toEqual(['Arts Cup']);
    expect(artsOwn.prizes).toEqual([{ percentile: 0, prizeName: 'Arts Cup' }]);
    expect((await expectJson<LeaderboardDto>(reader.get(`/api/leaderboard?division=${science.id}`), 200)).entries[0]?.prize).toBe('Half Prize');

    // A page following the Arts board hears a new finisher there as a patch, with its own place.
    const live = new EventStreamReader(await openStream(reader, `/api/leaderboard/stream?division=${arts.id}`));
    await finisher('a2@campus.edu', arts, 30);
    await setup.server.runtime.settle();
    const patch = JSON.parse((await live.nextMessage(3000)) ?? 'null') as { from: string; v: string; n: number; me: unknown };
    expect(patch).toMatchObject({ from: artsOwn.version, n: 2, me: null });
    expect(patch.v).not.toBe(artsOwn.version);
    await live.cancel();
    expect((await reader.get('/api/leaderboard/stream?board=everyone')).status).toBe(400);
  });
});
