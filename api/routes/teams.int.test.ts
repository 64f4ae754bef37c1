import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaderboardDto } from '../../core/contracts';
import { applyTeamBoardMessage, isTeamBoardPatch, type TeamBoardMessage } from '../../core/teamBoardPatch';
import type { MyTeamDto, TeamBoardDto, TeamDto } from '../../core/teams';
import type { EventRow } from '../../db/rows';
import type { ScreenDto } from '../../core/screen';
import type { LiveOverviewDto } from '../../core/liveOverview';
import { expectJson, signedIn, startAdminTestServer, type AdminTestSetup, type SignedInClient } from '../testing/admin';
import { makeEvent, makePieces, makeQuestionnaire } from '../testing/factories';
import type { TestClient } from '../testing/client';
import { readCsv, unzip } from '../testing/exportZip';
import { EventStreamReader, openStream } from '../testing/eventStream';
import { startSecondInstance, type TestServer } from '../testing/harness';

/**
 * Teams through the API, on the database the suite runs on: forming them before the start (the
 * cap and one team per student held under concurrent joins), playing as one (a piece and a
 * questionnaire once per team, completing together, the team board), and disqualifying a whole
 * team on two instances.
 */
let setup: AdminTestSetup;
let second: TestServer;
let event: EventRow;
const db = () => setup.server.runtime.deps.db;
let made = 0;
const student = (name = `s${++made}`) => signedIn(setup.server, `${name}@campus.edu`, { firstName: name, lastName: 'Player' });

beforeAll(async () => {
  setup = await startAdminTestServer();
  second = await startSecondInstance(setup.server, { ADMIN_EMAILS: 'boss@campus.edu' });
  await makePieces(db(), ['TEAM01', 'TEAM02', 'TEAM03']);
  // Teams form before the event starts.
  event = await makeEvent(db(), { status: 'scheduled', start_date: new Date(Date.now() + 3_600_000), end_date: new Date(Date.now() + 7_200_000), mode: 'teams', team_size: 3 });
  await setup.server.runtime.deps.caches.events.refresh();
  await second.runtime.deps.caches.events.refresh();
});
afterAll(async () => {
  await second?.stop();
  await setup?.server.stop();
});

async function createTeam(client: SignedInClient, name: string): Promise<TeamDto> {
  return expectJson<TeamDto>(client.post('/api/teams', { name }), 201);
}

async function teamRowsOf(userId: string): Promise<(number | null)[]> {
  const rows: { team_id: number | null }[] = await db()('participants').where({ event_id: event.id, user_id: userId }).select('team_id');
  return rows.map((row) => row.team_id);
}

describe('forming teams before the start', () => {
  it('makes a team with a join code, its maker its first member, the name unique whatever its case', async () => {
    const maker = await student('maker');
    const team = await createTeam(maker, 'Red Foxes');
    expect(team.joinCode).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(team.members.map((member) => [member.name, member.me])).toEqual([['maker Player', true]]);
    const other = await student();
    expect(await expectJson(other.post('/api/teams', { name: 'red foxes' }), 409)).toMatchObject({ message: 'A team with this name already exists in this event' });
    expect(await expectJson(maker.post('/api/teams', { name: 'Blue Owls' }), 409)).toMatchObject({ message: 'You are already in a team: leave it first' });
    // The code works however it is typed.
    const typed = `${team.joinCode.slice(0, 3).toLowerCase()}-${team.joinCode.slice(3)}`;
    expect((await expectJson<TeamDto>(other.post('/api/teams/join', { code: typed }), 200)).members).toHaveLength(2);
    expect(await expectJson(other.post('/api/teams/join', { code: 'ZZZZZZ' }), 404)).toMatchObject({ message: 'No team has this code in this event' });
  });

  it('never lets 20 students joining at once past the team size', async () => {
    const team = await createTeam(await student(), 'Crowded');
    const joiners = await Promise.all(Array.from({ length: 20 }, () => student()));
    const statuses = await Promise.all(joiners.map(async (joiner) => (await joiner.post('/api/teams/join', { code: team.joinCode })).status));
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(18);
    expect(await db()('participants').where({ team_id: team.id })).toHaveLength(3);
  });

  it('puts a student who joins two teams at once in exactly one', async () => {
    const first = await createTeam(await student(), 'First Choice');
    const other = await createTeam(await student(), 'Second Choice');
    for (let round = 0; round < 3; round++) {
      const torn = await student();
      const answers = await Promise.all([first, other].map(async (team) => (await torn.post('/api/teams/join', { code: team.joinCode })).status));
      expect(answers.sort()).toEqual([200, 409]);
      const rows = await teamRowsOf(torn.userId);
      expect(rows).toHaveLength(1);
      expect([first.id, other.id]).toContain(rows[0]);
      await expectJson(torn.delete('/api/team/membership'), 204);
    }
  });

  it('lets a member leave, and a team its students made goes with its last member', async () => {
    const alone = await student();
    const team = await createTeam(alone, 'Short Lived');
    await expectJson(alone.delete('/api/team/membership'), 204);
    expect(await db()('teams').where({ id: team.id }).first()).toBeUndefined();
    expect((await expectJson<MyTeamDto>(alone.get('/api/team'), 200)).team).toBeNull();
    expect(await expectJson(alone.delete('/api/team/membership'), 404)).toMatchObject({ message: 'You are not in a team' });
  });

  it('lets an organiser remove a team, its members staying in the event without one', async () => {
    const member = await student();
    const team = await createTeam(member, 'Doomed');
    await expectJson(setup.admin.delete(`/api/admin/teams/${team.id}`), 204);
    expect(await teamRowsOf(member.userId)).toEqual([null]);
    expect(await expectJson(setup.admin.delete(`/api/admin/teams/${team.id}`), 404)).toMatchObject({ message: 'Team not found' });
  });

  it('leaves forming to the organisers when the event says so', async () => {
    await db()('events').where({ id: event.id }).update({ team_formation: 'organisers' });
    await setup.server.runtime.deps.caches.events.refresh();
    const keen = await student();
    expect(await expectJson(keen.post('/api/teams', { name: 'Not Allowed' }), 403)).toMatchObject({
      message: 'Teams in this event are formed by the organisers: ask them to put you in one',
    });
    const made = await expectJson<{ id: number; joinCode: string }>(setup.admin.post('/api/admin/teams', { eventId: event.id, name: 'Staff Picks' }), 201);
    await expectJson(setup.admin.post('/api/admin/teams/members', { eventId: event.id, email: 'maker@campus.edu', team: 'Staff Picks' }), 200);
    expect(await teamRowsOf((await db()('users').where({ email: 'maker@campus.edu' }).first()).id)).toEqual([made.id]);
    await db()('events').where({ id: event.id }).update({ team_formation: 'students' });
    await setup.server.runtime.deps.caches.events.refresh();
  });
});

describe('playing as a team', () => {
  let members: SignedInClient[];
  let team: TeamDto;

  beforeAll(async () => {
    members = [await student('ana'), await student('ben'), await student('cy')];
    team = await createTeam(members[0] as SignedInClient, 'Players');
    for (const member of members.slice(1)) await expectJson(member.post('/api/teams/join', { code: team.joinCode }), 200);
    await makeQuestionnaire(db(), {
      title: 'Team quiz',
      triggerCount: 1,
      questions: [{ text: 'Capital of France?', type: 'text', isGraded: true, correctAnswer: 'Paris', points: 5 }],
    });
    await expectJson(setup.admin.post(`/api/admin/events/${event.id}/start`), 200);
  });

  it('locks the teams once the event starts', async () => {
    const late = await student();
    expect(await expectJson(late.post('/api/teams/join', { code: team.joinCode }), 403)).toMatchObject({ message: 'Teams are locked: the event has started' });
    expect(await expectJson(members[2]?.delete('/api/team/membership') ?? Promise.reject(), 403)).toMatchObject({ message: 'Teams are locked: the event has started' });
  });

  it('collects a piece once when two members scan it at once', async () => {
    const [ana, ben] = members as [SignedInClient, SignedInClient];
    const answers = await Promise.all([ana, ben].map((member) => member.post('/api/scan', { code: 'TEAM01' })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(await refused?.json()).toMatchObject({ code: 'already_collected' });
    const entries = await db()('collection_entries as c').join('participants as p', (join) => join.on('p.user_id', 'c.user_id').andOn('p.event_id', 'c.event_id')).where({ 'p.team_id': team.id });
    expect(entries).toHaveLength(1);
    // The next member hears it is the team's.
    expect(await expectJson(members[2]?.post('/api/scan', { code: 'TEAM01' }) ?? Promise.reject(), 409)).toEqual({ code: 'already_collected', message: 'Already collected by your team' });
  });

  it("offers no hint for a piece the team holds", async () => {
    await db()('puzzle_pieces').update({ hints: JSON.stringify([{ text: 'Look up', cost: 2 }]) });
    const piece = await db()('qr_links').where({ code: 'TEAM01' }).first();
    expect(await expectJson(members[2]?.post(`/api/puzzles/${piece.puzzle_piece_id}/hints/0`) ?? Promise.reject(), 409)).toMatchObject({ code: 'already_collected' });
  });

  it('shows every member the collection, with who found what', async () => {
    const seen = await expectJson<MyTeamDto>(members[2]?.get('/api/team') ?? Promise.reject(), 200);
    expect(seen.team?.collection.map((find) => find.pieceName)).toEqual(['TEAM01 Piece']);
    expect(['ana Player', 'ben Player']).toContain(seen.team?.collection[0]?.foundBy);
    expect(seen.team?.progress).toEqual({ collected: 1, total: 3, completedAt: null });
  });

  it('answers a questionnaire once for the team when two members answer at once', async () => {
    const questionnaire = await db()('questionnaires').where({ title: 'Team quiz' }).first();
    const answers = await Promise.all(
      members.slice(0, 2).map((member) => member.post('/api/survey/submit', { questionnaireId: questionnaire.id, responses: { q0: 'Paris' } })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await db()('survey_responses').where({ questionnaire_id: questionnaire.id, team_id: team.id })).toHaveLength(1);
    // Answered: no member is asked again.
    expect(await expectJson(members[2]?.get('/api/questionnaires/pending') ?? Promise.reject(), 200)).toEqual([]);
  });

  it('completes the team when its members between them hold every piece, and ranks it first', async () => {
    const [, ben, cy] = members as [SignedInClient, SignedInClient, SignedInClient];
    // Nothing of the earlier tests still on its way to either instance: the stream opened below and
    // the board the page reads start from the same version, so the changes come as patches to it.
    await setup.server.runtime.settle();
    await second.runtime.settle();
    // A page following the team board, on the other instance.
    const live = new EventStreamReader(await openStream(ben.at(second.url), '/api/leaderboard/stream?board=teams'));
    // What that page holds: patches start from it.
    let held: TeamBoardDto | null = await expectJson<TeamBoardDto>(ben.at(second.url).get('/api/leaderboard/teams'), 200);
    // A teammate's page on either instance hears that the team changed.
    const teammate = new EventStreamReader(await openStream(cy.at(second.url), '/api/hunt/stream'));
    await expectJson(cy.at(second.url).get('/api/auth/user'), 200);
    await expectJson(ben.post('/api/scan', { code: 'TEAM02' }), 200);
    expect(JSON.parse((await teammate.nextMessage(3000, 'team')) ?? 'null')).toEqual({ teamIds: [team.id] });
    await teammate.cancel();
    const last = await expectJson<{ completed: boolean }>(cy.post('/api/scan', { code: 'TEAM03' }), 200);
    expect(last.completed).toBe(true);
    await setup.server.runtime.settle();
    const board = await expectJson<TeamBoardDto>(ben.get('/api/leaderboard/teams'), 200);
    expect(board.entries[0]).toMatchObject({ name: 'Players', rank: 1, members: 3, totalPoints: 5, piecesFound: 3, tier: 'Platinum' });
    expect(board.entries[0]?.completedAt).not.toBeNull();
    expect(board.mine?.teamId).toBe(team.id);
    const own = await expectJson<LeaderboardDto>(ben.get('/api/leaderboard'), 200);
    expect(own.me?.team).toBe('Players');
    // The members completed together, and each holds the team's collection.
    for (const member of members) {
      const progress = await expectJson<{ collected: number; total: number; completedAt: string | null }>(member.get('/api/user/progress'), 200);
      expect(progress).toMatchObject({ collected: 3, total: 3 });
      expect(progress.completedAt).not.toBeNull();
    }
    // The other instance pushed the team board's changes as patches to the board the page held,
    // the reader's team as `mine`: applied, they make the board a read gives. (A change still on
    // its way when the page read the board makes a patch from another version: the page reads
    // the board again, as the app does.)
    let patched = 0;
    // The completion and the last find travel apart (the team's change, the batched finds): both arrive.
    while (held?.entries[0]?.completedAt == null || held.entries[0].piecesFound < 3) {
      const message = JSON.parse((await live.nextMessage(3000, 'teams')) ?? 'null') as TeamBoardMessage | null;
      expect(message, 'a team board message').not.toBeNull();
      if (!message) break;
      const applied = applyTeamBoardMessage(held ?? undefined, message);
      if (applied && isTeamBoardPatch(message)) patched++;
      held = applied ?? (await expectJson<TeamBoardDto>(ben.at(second.url).get('/api/leaderboard/teams'), 200));
    }
    expect(patched, 'patches applied to the board the page held').toBeGreaterThan(0);
    expect(held).toEqual(await expectJson<TeamBoardDto>(ben.at(second.url).get('/api/leaderboard/teams'), 200));
    expect(held?.mine?.teamId).toBe(team.id);
    await live.cancel();
  });

  it("shows the team standings in the organisers' Overview", async () => {
    const overview = await expectJson<LiveOverviewDto>(setup.admin.get('/api/admin/live'), 200);
    expect(overview.teams[0]).toMatchObject({ rank: 1, name: 'Players', members: 3, totalPoints: 5, piecesFound: 3 });
  });

  it('shows the team standings on the big screen', async () => {
    const { path } = await expectJson<{ path: string }>(setup.admin.post(`/api/admin/events/${event.id}/screen-link`), 200);
    const screen = await expectJson<ScreenDto>(setup.anonymous.get(`/api/screen/${path.split('/').pop() ?? ''}`), 200);
    expect(screen.teams[0]).toMatchObject({ rank: 1, name: 'Players', points: 5, piecesFound: 3 });
    expect(screen.divisions).toEqual([]);
  });

  it('shows Fair Play marks per member and per team', async () => {
    const ana = members[0] as SignedInClient;
    await db()('fair_play_marks').insert({ event_id: event.id, user_id: ana.userId, kind: 'fast', evidence: JSON.stringify({ seconds: 1 }) });
    const review = await expectJson<{ userId: string; team: { name: string } | null }[]>(setup.admin.get('/api/admin/fair-play'), 200);
    expect(review.find((student) => student.userId === ana.userId)?.team?.name).toBe('Players');
    const teams = await expectJson<{ name: string; openMarks: number }[]>(setup.admin.get(`/api/admin/teams?eventId=${event.id}`), 200);
    expect(teams.find((listed) => listed.name === 'Players')?.openMarks).toBeGreaterThanOrEqual(1);
  });

  it('exports the teams, ranked, and each place with its team', async () => {
    const response = await setup.admin.get(`/api/admin/export-data?event=${event.id}`);
    expect(response.status).toBe(200);
    const files = await unzip(Buffer.from(await response.arrayBuffer()));
    const teams = readCsv(files.get('teams.csv') ?? '').rows;
    expect(teams[0]).toMatchObject({ rank: '1', name: 'Players', totalPoints: '5', piecesFound: '3', disqualifiedAt: '' });
    expect((teams[0]?.members ?? '').split(';').sort()).toEqual(['ana@campus.edu', 'ben@campus.edu', 'cy@campus.edu']);
    const places = readCsv(files.get('leaderboard.csv') ?? '').rows;
    expect(places.filter((place) => place.team === 'Players').map((place) => place.email).sort()).toEqual(['ana@campus.edu', 'ben@campus.edu', 'cy@campus.edu']);
  });

  it('takes a disqualified team and its members off every board on both instances, and back', async () => {
    const reader = members[0] as SignedInClient;
    const onSecond = reader.at(second.url);
    const teamsOn = async (client: TestClient) => (await expectJson<TeamBoardDto>(client.get('/api/leaderboard/teams'), 200)).entries.map((entry) => entry.name);
    const peopleOn = async (client: TestClient) => (await expectJson<LeaderboardDto>(client.get('/api/leaderboard'), 200)).entries.map((entry) => entry.team);
    await expect.poll(() => teamsOn(onSecond), { timeout: 2000, interval: 20 }).toContain('Players');

    await expectJson(setup.admin.put(`/api/admin/teams/${team.id}/disqualification`), 200);
    for (const client of [reader, onSecond]) {
      await expect.poll(() => teamsOn(client), { timeout: 2000, interval: 20 }).not.toContain('Players');
      await expect.poll(() => peopleOn(client), { timeout: 2000, interval: 20 }).not.toContain('Players');
    }
    await expectJson(setup.admin.delete(`/api/admin/teams/${team.id}/disqualification`), 200);
    for (const client of [reader, onSecond]) await expect.poll(() => teamsOn(client), { timeout: 2000, interval: 20 }).toContain('Players');
  });
});
