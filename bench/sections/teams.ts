/**
 * 12. Teams and divisions at 100,000 ranked: the team board (1,000 teams of 100) and a division's
 * board (one of 10) read beside the Koa hello-world and beside the whole board read again here,
 * then a team's completion reaching 5,000 open team-board streams, beside a bare Koa SSE server
 * with as many. Runs after the other ranked sections: its completion changes the boards.
 */
import type { ServerSection } from '../lib/context';
import { cpuFigure, withServerCpu } from '../lib/cpu';
import { measureFanOut } from '../lib/fanout';
import { firstOf, PIECE_COUNT, signInExisting, type Student } from '../lib/fixtures';
import { field, requestJson } from '../lib/http';
import { completingScan, FAN_OUT_WAIT_MS, fanOutFigures, leaderboardStream, longestStep, openStudentStreams, referenceFanOut, requireEveryone } from '../lib/liveUpdates';
import { HELLO_WORLD_CALL, measureThroughput, type HttpCall, type Throughput } from '../lib/load';
import { BROWSER_ACCEPT_ENCODING, BROWSER_READ_RATIO_FLOOR, latencies, readFigures } from '../lib/reads';
import { check, expect, type Figure } from '../lib/report';
import { requireAll200 } from '../lib/scans';
import type { ServerInstance } from '../lib/server';
import { proveSignedIn } from '../lib/signIn';
import { closeStreams, type StreamClient } from '../lib/sse';
import { formatCount, formatMs, formatRatio, summarise } from '../lib/stats';
import { assignRanked, createDivisions, createFinishingTeam, createTeams, groupOfRanked, playAloneAndInTeams, rankedEmails, type FinishingTeam } from '../lib/teamFixtures';

const CONNECTIONS = 32;
const MEMBERS_PER_TEAM = 100;
const DIVISIONS = 10;
/** The most places a board lists (the rest find only their own). */
const BOARD_SIZE = 100;
/** The team board's stream sends its changes as this event (a patch to the board a page holds). */
const TEAMS_EVENT = 'teams';
const TEAM_BOARD = '/api/leaderboard/teams';

export const teamsSection: ServerSection = {
  kind: 'server',
  name: 'teams',
  stage: 'ranked',
  async prepare({ pool, hunt, context, ranked }) {
    const teamCount = Math.max(1, Math.floor(ranked / MEMBERS_PER_TEAM));
    const streamCount = Math.min(context.size(5000, 1000), ranked);
    await playAloneAndInTeams(pool, hunt);
    const divisionIds = await createDivisions(pool, hunt, DIVISIONS);
    const teamIds = await createTeams(pool, hunt, 'Team', teamCount, 0);
    await assignRanked(pool, hunt, ranked, teamIds, divisionIds);
    const finishing = await createFinishingTeam(pool, hunt, teamCount);
    // One stream per student (the server allows a person five): the first ranked participants,
    // members of every team in turn. The first of them reads the boards.
    const streamers = await signInExisting(pool, rankedEmails(streamCount));
    const viewer = firstOf(streamers);
    const mine = { team: groupOfRanked(1, teamIds), division: groupOfRanked(1, divisionIds) };
    const perDivision = Math.ceil(ranked / DIVISIONS);
    const lastCode = (hunt.pieces[PIECE_COUNT - 1] ?? firstOf(hunt.pieces)).code;

    return async (server) => {
      const notes = [await proveSignedIn(server.origin, viewer)];
      notes.push(await checkTeamBoard(server.origin, viewer, teamCount, mine.team));
      notes.push(await checkDivisionBoard(server.origin, viewer, mine.division, perDivision));

      const timing = { connections: CONNECTIONS, warmUpMs: context.size(1000, 300), durationMs: context.size(5000, 1500) };
      const reference = await context.referenceServer();
      const hello = await measureRead(reference, HELLO_WORLD_CALL, timing);
      const get = (path: string): HttpCall => ({ method: 'GET', path, headers: { cookie: viewer.cookie, 'accept-encoding': BROWSER_ACCEPT_ENCODING } });
      const teamBoard = await measureRead(server, get(TEAM_BOARD), timing);
      const divisionBoard = await measureRead(server, get(`/api/leaderboard?division=${mine.division}`), timing);
      const wholeBoard = await measureRead(server, get('/api/leaderboard'), timing);
      notes.push(
        `${timing.warmUpMs / 1000} s warm-up, then ${timing.durationMs / 1000} s measured for each, ${CONNECTIONS} connections, the boards with Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}: GET /, GET ${TEAM_BOARD}, GET /api/leaderboard?division=${mine.division}, GET /api/leaderboard; the reader is a member of team ${mine.team} and division ${mine.division}`,
        requireAll200([...teamBoard.measured.results, ...divisionBoard.measured.results, ...wholeBoard.measured.results], 'team and division board reads'),
      );

      const clients: StreamClient[] = [];
      try {
        const started = Date.now();
        clients.push(...(await openStudentStreams(leaderboardStream(server.port, server.publicUrl, `?board=${TEAMS_EVENT}`), streamers)));
        notes.push(`${formatCount(clients.length)} team-board streams open, one per member, spread over ${formatCount(Math.min(teamCount, clients.length))} teams (${((Date.now() - started) / 1000).toFixed(1)} s to open)`);
        // From the scan's request, not its response: the server may write the whole board to
        // every stream before it answers the scan (then the scanner waits too, shown beside it),
        // and the bare server's times count from its request as well.
        const { value: fanOut, delay: loop } = await server.watchLoop(() =>
          measureFanOut(clients, completingScan(server.origin, finishing.finisher, lastCode), FAN_OUT_WAIT_MS, 'request', TEAMS_EVENT),
        );
        notes.push(requireEveryone(fanOut, `${formatCount(clients.length)} team-board streams`, TEAMS_EVENT));
        notes.push(await requireTeamCompleted(server.origin, finishing, viewer, teamCount + 1));
        // The bare server's event is padded to as many bytes as the streams received (the
        // median), so the reference also pays for pushing that much through every socket.
        const eventBytes = Math.round(summarise(clients.flatMap((client) => (client.receivedBytes === undefined ? [] : [client.receivedBytes]))).p50);
        const boardBytes = teamBoard.measured.results[0]?.bytes ?? 0;
        closeStreams(clients);
        const bare = await referenceFanOut(reference, [clients.length], eventBytes);
        notes.push(
          `the change: ${finishing.finisher.email} scans the last piece, which a teammate's 8 make the team's 9th; times count from the scan's request to each stream's "event: ${TEAMS_EVENT}", ${formatCount(eventBytes)} bytes (median) against ${formatCount(boardBytes)} for the whole board as a browser reads it (compressed); the bare Koa SSE server's event is padded to as many`,
        );
        return {
          title: `12. Teams and divisions at ${formatCount(ranked)} ranked, ${formatCount(teamCount)} teams, ${DIVISIONS} divisions`,
          figures: [
            { label: 'hello-world req/s', value: formatCount(hello.measured.perSecond), reference: 'the reference for this section' },
            { label: 'hello-world p50 / p99', value: latencies(hello.measured) },
            ...readWithCpu('team board', teamBoard, hello),
            ...readWithCpu('division board', divisionBoard, hello),
            besideWholeBoard(divisionBoard.measured, wholeBoard.measured),
            ...readWithCpu('whole board (again)', wholeBoard, hello),
            ...fanOutFigures(`team completion to ${formatCount(fanOut.total)} team-board streams`, fanOut, bare.fanOuts[0], 'bare Koa SSE (same bytes)'),
            { label: 'the completing scan, request to response', value: formatMs(fanOut.triggerMs) },
            longestStep('longest step during the broadcast', loop),
          ],
          notes,
        };
      } finally {
        closeStreams(clients);
      }
    };
  },
};

interface Read {
  measured: Throughput;
  /** The server's CPU time over the warm-up and the measurement. */
  cpuMs: number;
}

async function measureRead(server: ServerInstance, call: HttpCall, timing: Parameters<typeof measureThroughput>[2]): Promise<Read> {
  const { value: measured, cpuMs } = await withServerCpu(server, () => measureThroughput(server.origin, call, timing));
  return { measured, cpuMs };
}

/** The rate beside hello-world (floor as the whole board's read by a browser), and the CPU per read, steadier on a noisy machine. */
function readWithCpu(label: string, read: Read, hello: Read): Figure[] {
  return [
    ...readFigures(label, read.measured, hello.measured, BROWSER_READ_RATIO_FLOOR),
    cpuFigure(`${label} read`, read.cpuMs, read.measured.sent, { label: 'hello-world', cpuMs: hello.cpuMs, requests: hello.measured.sent }),
  ];
}

function besideWholeBoard(division: Throughput, whole: Throughput): Figure {
  return {
    label: 'division board req/s beside the whole board',
    value: formatCount(division.perSecond),
    reference: `GET /api/leaderboard ${formatCount(whole.perSecond)} req/s (this section)`,
    ratio: formatRatio(division.perSecond / whole.perSecond),
  };
}

function entriesOf(body: unknown): unknown[] {
  const entries = field(body, 'entries');
  return Array.isArray(entries) ? entries : [];
}

/** The team board lists the top teams, counts every completed team and names the reader's. */
async function checkTeamBoard(origin: string, viewer: Student, teams: number, team: number): Promise<string> {
  const board = await requestJson(origin, 'GET', TEAM_BOARD, { cookie: viewer.cookie });
  check(board.status === 200 && field(board.body, 'published') === true, `GET ${TEAM_BOARD} answered ${board.status} ${JSON.stringify(board.body).slice(0, 200)}`);
  const listed = entriesOf(board.body).length;
  const counted = field(board.body, 'totalRanked');
  const own = field(field(board.body, 'mine'), 'teamId');
  check(listed === Math.min(BOARD_SIZE, teams), `the team board lists ${listed} teams, expected ${Math.min(BOARD_SIZE, teams)}`);
  check(counted === teams, `the team board counts ${String(counted)} completed teams, expected ${teams}`);
  check(own === team, `the team board names team ${String(own)} as the reader's, expected ${team}`);
  return `the team board lists ${listed} of ${formatCount(teams)} completed teams and the reader's own (team ${team})`;
}

/** A division's board counts its own members only. */
async function checkDivisionBoard(origin: string, viewer: Student, division: number, members: number): Promise<string> {
  const board = await requestJson(origin, 'GET', `/api/leaderboard?division=${division}`, { cookie: viewer.cookie });
  check(board.status === 200, `GET /api/leaderboard?division=${division} answered ${board.status} ${JSON.stringify(board.body).slice(0, 200)}`);
  const counted = field(board.body, 'totalRanked');
  check(counted === members, `division ${division}'s board counts ${String(counted)} ranked, expected ${members}`);
  return `division ${division}'s board counts its ${formatCount(members)} members, ranked among themselves`;
}

/**
 * The scan must have completed the team (in this mode the scan's own `completed` is the
 * student's, who holds one piece), and the board must count it among the completed teams.
 */
async function requireTeamCompleted(origin: string, finishing: FinishingTeam, viewer: Student, completedTeams: number): Promise<string> {
  const mine = await requestJson(origin, 'GET', '/api/team', { cookie: finishing.finisher.cookie });
  const team = field(mine.body, 'team');
  const completedAt = field(field(team, 'progress'), 'completedAt');
  const teamCompleted = expect(
    mine.status === 200 && field(team, 'id') === finishing.teamId && typeof completedAt === 'string',
    `after the last piece, GET /api/team answered ${mine.status} without the team completed: ${JSON.stringify(mine.body).slice(0, 300)}`,
  );
  const board = await requestJson(origin, 'GET', TEAM_BOARD, { cookie: viewer.cookie });
  const counted = field(board.body, 'totalRanked');
  const boardCounts = expect(counted === completedTeams, `after the team completed, the team board counts ${String(counted)} completed teams, expected ${completedTeams}`);
  return teamCompleted && boardCounts
    ? `the team completed (GET /api/team: completedAt ${String(completedAt)}) and the team board counts ${formatCount(completedTeams)} completed teams`
    : '!!! the team completion is not shown (see above)';
}
