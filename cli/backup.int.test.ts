import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaderboardDto } from '../core/contracts';
import type { TeamBoardDto, TeamDto } from '../core/teams';
import { issueApiToken } from '../api/services/apiTokens';
import { ADMIN_EMAIL, expectJson, signedIn, type SignedInClient } from '../api/testing/admin';
import { TestClient } from '../api/testing/client';
import { unzip } from '../api/testing/exportZip';
import { makeEvent, makePieces, makeQuestionnaire } from '../api/testing/factories';
import { startTestServerOn, testDbTarget, type TestServer } from '../api/testing/harness';
import { copyableDatabase, rowCounts, type CopyableDatabase } from './testing/databaseCopies';
import { runHunt } from './testing/hunt';

/**
 * A backup is only as good as its restore: an event in progress (students, teams, collections,
 * questionnaire answers, fair-play marks, API tokens) is backed up as an operator would, restored
 * into a fresh database, and a server on the copy must show the same boards, collections and
 * export, with every table in the schema holding as many rows as before.
 */
const env = { ADMIN_EMAILS: ADMIN_EMAIL };

interface Seen {
  board: LeaderboardDto;
  teamBoard: TeamBoardDto;
  collections: unknown[];
  exported: Map<string, string>;
  counts: Record<string, number>;
}

let database: CopyableDatabase;
let students: SignedInClient[];
let admin: TestClient;
let eventId: number;
let apiToken: string;

beforeAll(async () => {
  database = await copyableDatabase();
});
afterAll(async () => {
  await database?.cleanup();
});

async function playAnEvent(server: TestServer): Promise<void> {
  const db = server.runtime.deps.db;
  admin = new TestClient(server.url);
  await admin.signIn(ADMIN_EMAIL, { firstName: 'Big', lastName: 'Boss' });
  await makePieces(db, ['BACK01', 'BACK02', 'BACK03']);
  // Teams form before the start.
  const event = await makeEvent(db, { status: 'scheduled', start_date: new Date(Date.now() + 3_600_000), end_date: new Date(Date.now() + 7_200_000), mode: 'solo-and-teams', team_size: 3 });
  eventId = event.id;
  await server.runtime.deps.caches.events.refresh();
  students = [];
  for (const name of ['ana', 'ben', 'cy', 'dee']) students.push(await signedIn(server, `${name}@campus.edu`, { firstName: name, lastName: 'Player' }));
  const [ana, ben, cy, dee] = students as [SignedInClient, SignedInClient, SignedInClient, SignedInClient];
  const team = await expectJson<TeamDto>(ana.post('/api/teams', { name: 'Owls' }), 201);
  await expectJson(ben.post('/api/teams/join', { code: team.joinCode }), 200);
  const quiz = await makeQuestionnaire(db, { title: 'Backup quiz', triggerCount: 1 });
  await expectJson(admin.post(`/api/admin/events/${event.id}/start`), 200);

  for (const [student, code] of [[ana, 'BACK01'], [cy, 'BACK01'], [cy, 'BACK02'], [dee, 'BACK03'], [ben, 'BACK02']] as const) {
    await expectJson(student.post('/api/scan', { code }), 200);
  }
  for (const student of [ana, cy]) await expectJson(student.post('/api/survey/submit', { questionnaireId: quiz.id, responses: { q0: 'Paris' } }), 200);
  await db('fair_play_marks').insert({ event_id: event.id, user_id: dee.userId, kind: 'fast', evidence: JSON.stringify({ seconds: 1 }) });
  const adminRow = await db('users').where({ email: ADMIN_EMAIL }).first();
  apiToken = (await issueApiToken(db, adminRow, 'nightly job')).secret;
}

async function look(server: TestServer): Promise<Seen> {
  const at = (client: TestClient) => client.at(server.url);
  const zip = await at(admin).get(`/api/admin/export-data?event=${eventId}`);
  expect(zip.status).toBe(200);
  return {
    board: await expectJson<LeaderboardDto>(at(admin).get('/api/leaderboard'), 200),
    teamBoard: await expectJson<TeamBoardDto>(at(admin).get('/api/leaderboard/teams'), 200),
    collections: await Promise.all(students.map((student) => expectJson(at(student).get('/api/user/collection'), 200))),
    exported: await unzip(Buffer.from(await zip.arrayBuffer())),
    counts: await rowCounts(server.runtime.db),
  };
}

describe(`a backup of an event in progress (${testDbTarget()})`, () => {
  let before: Seen;
  let after: Seen;
  let restored: TestServer | undefined;

  beforeAll(async () => {
    const server = await startTestServerOn(database.source, env);
    try {
      await playAnEvent(server);
      before = await look(server);
      if (database.dataDir) {
        // The embedded database is held by the running server: the CLI refuses to copy it.
        const busy = await runHunt(['backup', '--out', path.join(path.dirname(database.dataDir), 'busy.backup'), '--data-dir', database.dataDir]);
        expect(busy.code).toBe(1);
        expect(busy.stderr).toMatch(/^Error: The embedded database in .* is in use \(postmaster\.pid\): stop the server first/);
      }
    } finally {
      await server.stop();
    }
    restored = await startTestServerOn(await database.backUpAndRestore(), env);
    after = await look(restored);
  });
  afterAll(async () => {
    await restored?.stop();
  });

  it('holds what was played', () => {
    for (const table of ['users', 'teams', 'participants', 'collection_entries', 'survey_responses', 'fair_play_marks', 'api_tokens', 'sessions']) {
      expect(before.counts[table], table).toBeGreaterThan(0);
    }
    expect(before.board.entries.length).toBeGreaterThan(2);
    expect(before.teamBoard.entries.map((entry) => entry.name)).toContain('Owls');
  });

  it('restores every table with as many rows', () => {
    expect(Object.keys(after.counts)).toEqual(Object.keys(before.counts));
    expect(after.counts).toEqual(before.counts);
  });

  it('shows the same boards, collections and export on the copy', () => {
    expect(after.board).toEqual(before.board);
    expect(after.teamBoard).toEqual(before.teamBoard);
    expect(after.collections).toEqual(before.collections);
    expect([...after.exported.keys()]).toEqual([...before.exported.keys()]);
    for (const [name, csv] of before.exported) expect(after.exported.get(name), name).toBe(csv);
  });

  it('keeps the API tokens and the sessions working', async () => {
    const server = restored?.url ?? '';
    const response = await fetch(new URL('/api/auth/user', server), { headers: { Authorization: `Bearer ${apiToken}` } });
    expect(await expectJson(response, 200)).toMatchObject({ email: ADMIN_EMAIL });
    expect(await expectJson(students[0]?.at(server).get('/api/auth/user') ?? Promise.reject(), 200)).toMatchObject({ email: 'ana@campus.edu' });
  });
});
