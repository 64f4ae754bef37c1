/**
 * 5. Leaderboard reads at 100,000 ranked participants, beside a Koa hello-world driven the same
 * way: a warm read should cost little more than answering a constant. Read as a browser reads it
 * (compressed), quiet and while 200 students a second complete (each a new board).
 */
import type { ServerSection } from '../lib/context';
import { cpuFigure, withServerCpu } from '../lib/cpu';
import { createStudents, firstOf, PIECE_COUNT } from '../lib/fixtures';
import { field, requestJson } from '../lib/http';
import { HELLO_WORLD_CALL, measureThroughput, type HttpCall } from '../lib/load';
import { runPaced, startPaced } from '../lib/paced';
import { withDatabaseCpu } from '../lib/databaseCpu';
import { withMachineCpu, type MachineCpu } from '../lib/machineCpu';
import { BROWSER_ACCEPT_ENCODING, BROWSER_READ_RATIO_FLOOR, BUSY_READ_RATIO_FLOOR, latencies, READ_RATIO_FLOOR, readFigures } from '../lib/reads';
import { check, type Figure } from '../lib/report';
import { requireAll200, scanCall } from '../lib/scans';
import { openScanners, proveSignedIn } from '../lib/signIn';
import { formatCount, formatRatio } from '../lib/stats';

const CONNECTIONS = 32;
/** Score changes going on during the busy read: each a completion, so each a new top of the board. */
const CHANGES_PER_SECOND = 200;

export const leaderboardSection: ServerSection = {
  kind: 'server',
  name: 'leaderboard',
  stage: 'ranked',
  async prepare({ pool, hunt, context, ranked }) {
    const lastPiece = hunt.pieces[PIECE_COUNT - 1] ?? firstOf(hunt.pieces);
    // Ranked in the middle of the field, far from the top 100: the board must find "me" separately.
    const viewer = firstOf(await createStudents(pool, hunt, { cohort: 'viewer', count: 1, rankedPoints: 250 }));
    const timing = { connections: CONNECTIONS, warmUpMs: context.size(1000, 300), durationMs: context.size(5000, 1500) };
    // Each completes once: enough for the completions alone, the warm-up and the measurement at CHANGES_PER_SECOND, and a margin.
    const changers = await createStudents(pool, hunt, {
      cohort: 'changer',
      count: Math.ceil(((timing.warmUpMs + 2 * timing.durationMs) / 1000) * CHANGES_PER_SECOND * 1.5),
      holding: PIECE_COUNT - 1,
    });
    const completions = changers.map((student) => scanCall({ student, piece: lastPiece }));
    const alone = completions.slice(0, Math.ceil((timing.durationMs / 1000) * CHANGES_PER_SECOND * 1.2));
    return async (server) => {
      const signedIn = await proveSignedIn(server.origin, viewer);
      // As in the app: a student's last scan is never their first request.
      const opened = await openScanners(server.origin, changers);
      const board = await requestJson(server.origin, 'GET', '/api/leaderboard', { cookie: viewer.cookie });
      check(board.status === 200, `GET /api/leaderboard answered ${board.status}`);
      const totalRanked = field(board.body, 'totalRanked');
      check(totalRanked === ranked + 1, `the board counts ${String(totalRanked)} ranked, expected ${ranked + 1}`);

      const reference = await context.referenceServer();
      const { value: hello, cpuMs: helloCpuMs } = await withServerCpu(reference, () =>
        measureThroughput(reference.origin, HELLO_WORLD_CALL, timing),
      );
      const helloCpu = { label: 'hello-world', cpuMs: helloCpuMs, requests: hello.sent };
      const get = (path: string, headers: Record<string, string> = {}): HttpCall => ({
        method: 'GET',
        path,
        headers: { cookie: viewer.cookie, ...headers },
      });
      const { value: leaderboard, cpuMs } = await withServerCpu(server, () => measureThroughput(server.origin, get('/api/leaderboard'), timing));
      const score = await measureThroughput(server.origin, get('/api/user/score'), timing);
      const asBrowser = get('/api/leaderboard', { 'accept-encoding': BROWSER_ACCEPT_ENCODING });
      const {
        value: { value: compressed, cpuMs: compressedCpuMs },
        cpu: readsMachine,
      } = await withMachineCpu(() => withServerCpu(server, () => measureThroughput(server.origin, asBrowser, { ...timing, recordHeader: 'content-encoding' })));
      const encoding = compressed.results.find((result) => result.header)?.header ?? 'none';
      // What the completions cost by themselves, at the same pace, on the server and in the
      // database's backends; and the hello-world's CPU per request at that pace (a request costs
      // more CPU at a low rate than in a flood: every one wakes the processes up).
      const {
        value: { value: aloneCost, cpuMs: aloneDatabaseMs },
        cpu: completionsMachine,
      } = await withMachineCpu(() =>
        withDatabaseCpu(pool, () => withServerCpu(server, () => runPaced(server.origin, alone, CHANGES_PER_SECOND, timing.durationMs))),
      );
      const { value: helloPaced, cpuMs: helloPacedCpuMs } = await withServerCpu(reference, () =>
        runPaced(reference.origin, alone.map(() => HELLO_WORLD_CALL), CHANGES_PER_SECOND, timing.durationMs),
      );
      const aloneCount = aloneCost.value.results.length;
      const changes = startPaced(server.origin, completions.slice(alone.length), CHANGES_PER_SECOND);
      const { value: busy, cpuMs: busyCpuMs } = await withServerCpu(server, () => measureThroughput(server.origin, asBrowser, timing));
      const changed = await changes.stop();
      const changeRate = (changed.results.length / changed.elapsedMs) * 1000;
      const revalidation = await conditionalGet(server.origin, viewer.cookie);

      return {
        title: `5. Leaderboard at ${formatCount(ranked)} ranked, ${CONNECTIONS} connections`,
        figures: [
          { label: 'hello-world req/s', value: formatCount(hello.perSecond), reference: 'the reference for this section' },
          { label: 'hello-world p50 / p99', value: latencies(hello) },
          ...readFigures('leaderboard, uncompressed', leaderboard, hello, READ_RATIO_FLOOR),
          // Includes the warm-up's requests too: both are counted.
          cpuFigure('leaderboard read, uncompressed', cpuMs, leaderboard.sent, helloCpu),
          ...readFigures('user/score', score, hello, READ_RATIO_FLOOR),
          ...readFigures('leaderboard as a browser reads it', compressed, hello, BROWSER_READ_RATIO_FLOOR),
          cpuFigure('leaderboard read by a browser', compressedCpuMs, compressed.sent, helloCpu),
          ...readFigures(`the same, ${CHANGES_PER_SECOND} completions/s going on`, busy, hello, BUSY_READ_RATIO_FLOOR),
          // The server's CPU here includes the completions' own.
          cpuFigure('the same, per read (completions included)', busyCpuMs, busy.sent, helloCpu),
          busyCeiling(readsMachine, compressed.sent, completionsMachine, aloneCost.value.results.length, hello.perSecond),
          { label: 'completions/s sent meanwhile', value: formatCount(changeRate), reference: `${CHANGES_PER_SECOND}/s asked` },
          cpuFigure(`completion, ${CHANGES_PER_SECOND}/s and no reads`, aloneCost.cpuMs, aloneCount, {
            label: `hello-world at ${CHANGES_PER_SECOND} requests/s`,
            cpuMs: helloPacedCpuMs,
            requests: helloPaced.results.length,
          }),
          {
            label: 'PostgreSQL CPU per completion, the same',
            value: aloneDatabaseMs === null ? 'not measured (no /proc)' : `${(aloneDatabaseMs / Math.max(aloneCount, 1)).toFixed(3)} ms`,
            reference: 'the backends serving this database',
          },
        ],
        notes: [
          signedIn,
          opened,
          `viewer ranked mid-field (250 points; the top 100 hold 499); the board counts ${formatCount(ranked + 1)} ranked`,
          `${timing.warmUpMs / 1000} s warm-up, then ${timing.durationMs / 1000} s measured for each: GET /api/leaderboard, GET /api/user/score, GET /api/leaderboard with Accept-Encoding: ${BROWSER_ACCEPT_ENCODING} (answered with Content-Encoding: ${encoding}), and again while students holding ${PIECE_COUNT - 1} pieces scan the last at ${CHANGES_PER_SECOND} a second (open loop, 8 connections), each completion a new board`,
          requireAll200([...leaderboard.results, ...score.results, ...compressed.results, ...busy.results], 'leaderboard reads'),
          requireAll200(changed.results, 'completions during the reads'),
          requireAll200(aloneCost.value.results, 'completions alone'),
          revalidation,
        ],
      };
    };
  },
};

/**
 * What this machine could read beside the completions, from what each cost the whole machine
 * (every process and the kernel: the server, the load generator, PostgreSQL) measured apart: the
 * cores left by 200 completions a second, divided by a quiet read's cost. Below the busy read's
 * floor, the floor is beyond this machine however the work is scheduled; above it, CPU alone does
 * not forbid it (the board's rebuild at each change is counted in neither measurement).
 */
function busyCeiling(reads: MachineCpu | null, readCount: number, completions: MachineCpu | null, completionCount: number, helloPerSecond: number): Figure {
  const label = `ceiling of the same on this machine`;
  if (!reads || !completions) return { label, value: 'not measured (no /proc/stat)' };
  if (readCount === 0 || completionCount === 0) return { label, value: 'not measured (no reads or no completions)' };
  const perRead = reads.busyMs / readCount;
  const perCompletion = completions.busyMs / completionCount;
  const left = reads.cores * 1000 - CHANGES_PER_SECOND * perCompletion;
  const ceiling = Math.max(0, left / perRead);
  return {
    label,
    value: `${formatCount(ceiling)} req/s`,
    reference: `(${reads.cores} cores - ${CHANGES_PER_SECOND} x ${perCompletion.toFixed(3)} ms) / ${perRead.toFixed(4)} ms: the machine's CPU per completion alone and per quiet read`,
    ratio: formatRatio(ceiling / helloPerSecond),
  };
}

/** The issue asks for an ETag and a 304 for a client that already has the board: reported, not enforced. */
async function conditionalGet(origin: string, cookie: string): Promise<string> {
  const first = await requestJson(origin, 'GET', '/api/leaderboard', { cookie });
  const etag = first.headers.etag;
  if (typeof etag !== 'string') return 'GET /api/leaderboard sends no ETag';
  const again = await requestJson(origin, 'GET', '/api/leaderboard', { cookie, headers: { 'if-none-match': etag } });
  return `GET /api/leaderboard sends ETag ${etag}; with If-None-Match it answers ${again.status}`;
}
