/**
 * 5. Leaderboard reads at 100,000 ranked participants, beside a Koa hello-world driven the same
 * way: a warm read should cost little more than answering a constant (floor 0.3x).
 */
import type { ServerSection } from '../lib/context';
import { cpuFigure, withServerCpu } from '../lib/cpu';
import { createStudents, firstOf } from '../lib/fixtures';
import { field, requestJson } from '../lib/http';
import { measureThroughput, type HttpCall } from '../lib/load';
import { latencies, readFigures } from '../lib/reads';
import { check } from '../lib/report';
import { requireAll200 } from '../lib/scans';
import { proveSignedIn } from '../lib/signIn';
import { formatCount } from '../lib/stats';

const CONNECTIONS = 32;

export const leaderboardSection: ServerSection = {
  kind: 'server',
  name: 'leaderboard',
  stage: 'ranked',
  async prepare({ pool, hunt, context, ranked }) {
    // Ranked in the middle of the field, far from the top 100: the board must find "me" separately.
    const viewer = firstOf(await createStudents(pool, hunt, { cohort: 'viewer', count: 1, rankedPoints: 250 }));
    return async (server) => {
      const signedIn = await proveSignedIn(server.origin, viewer);
      const board = await requestJson(server.origin, 'GET', '/api/leaderboard', { cookie: viewer.cookie });
      check(board.status === 200, `GET /api/leaderboard answered ${board.status}`);
      const totalRanked = field(board.body, 'totalRanked');
      check(totalRanked === ranked + 1, `the board counts ${String(totalRanked)} ranked, expected ${ranked + 1}`);

      const timing = { connections: CONNECTIONS, warmUpMs: context.size(1000, 300), durationMs: context.size(5000, 1500) };
      const reference = await context.referenceServer();
      const { value: hello, cpuMs: helloCpuMs } = await withServerCpu(reference, () =>
        measureThroughput(reference.origin, { method: 'GET', path: '/', headers: {} }, timing),
      );
      const get = (path: string, headers: Record<string, string> = {}): HttpCall => ({
        method: 'GET',
        path,
        headers: { cookie: viewer.cookie, ...headers },
      });
      const { value: leaderboard, cpuMs } = await withServerCpu(server, () => measureThroughput(server.origin, get('/api/leaderboard'), timing));
      const score = await measureThroughput(server.origin, get('/api/user/score'), timing);
      const compressed = await measureThroughput(server.origin, get('/api/leaderboard', { 'accept-encoding': 'gzip, br' }), {
        ...timing,
        recordHeader: 'content-encoding',
      });
      const encoding = compressed.results.find((result) => result.header)?.header ?? 'none';
      const revalidation = await conditionalGet(server.origin, viewer.cookie);

      return {
        title: `5. Leaderboard at ${formatCount(ranked)} ranked, ${CONNECTIONS} connections`,
        figures: [
          { label: 'hello-world req/s', value: formatCount(hello.perSecond), reference: 'the reference for this section' },
          { label: 'hello-world p50 / p99', value: latencies(hello) },
          ...readFigures('leaderboard', leaderboard, hello, true),
          // Includes the warm-up's requests too: both are counted.
          cpuFigure('leaderboard read', cpuMs, leaderboard.sent, { label: 'hello-world', cpuMs: helloCpuMs, requests: hello.sent }),
          ...readFigures('user/score', score, hello, true),
          ...readFigures('leaderboard gzip, br', compressed, hello, false),
        ],
        notes: [
          signedIn,
          `viewer ranked mid-field (250 points; the top 100 hold 499); the board counts ${formatCount(ranked + 1)} ranked`,
          `${timing.warmUpMs / 1000} s warm-up, then ${timing.durationMs / 1000} s measured for each: GET /api/leaderboard, GET /api/user/score, GET /api/leaderboard with Accept-Encoding: gzip, br (answered with Content-Encoding: ${encoding})`,
          requireAll200([...leaderboard.results, ...score.results, ...compressed.results], 'leaderboard reads'),
          revalidation,
        ],
      };
    };
  },
};

/** The issue asks for an ETag and a 304 for a client that already has the board: reported, not enforced. */
async function conditionalGet(origin: string, cookie: string): Promise<string> {
  const first = await requestJson(origin, 'GET', '/api/leaderboard', { cookie });
  const etag = first.headers.etag;
  if (typeof etag !== 'string') return 'GET /api/leaderboard sends no ETag';
  const again = await requestJson(origin, 'GET', '/api/leaderboard', { cookie, headers: { 'if-none-match': etag } });
  return `GET /api/leaderboard sends ETag ${etag}; with If-None-Match it answers ${again.status}`;
}
