/**
 * 4. The launch moment: 1,000 signed-in students each scan one code, all within the same two
 * seconds, each on a new connection (open loop: nobody waits for anyone else's answer).
 * Every scan must be acknowledged, none lost or doubled; the issue sets no latency floor here,
 * so the p99 is printed beside the same burst against the hello-world reference.
 */
import type { ServerSection } from '../lib/context';
import { createStudents, firstOf } from '../lib/fixtures';
import { HELLO_WORLD_CALL } from '../lib/load';
import { runOpenLoop } from '../lib/openLoop';
import { answered, requireAll200, scanCall, verifyCollections, verifyLinkCounts } from '../lib/scans';
import { openScanners, proveSignedIn } from '../lib/signIn';
import { formatMs, formatRatio, summarise } from '../lib/stats';

const WINDOW_MS = 2000;

export const burstSection: ServerSection = {
  kind: 'server',
  name: 'burst',
  stage: 'scans',
  async prepare({ pool, hunt, context }) {
    const students = await createStudents(pool, hunt, { cohort: 'burst', count: context.size(1000, 200) });
    // Spread over every code, as students arriving at different corners of the campus would.
    const plan = students.map((student, index) => ({ student, piece: hunt.pieces[index % hunt.pieces.length] ?? firstOf(hunt.pieces) }));
    return async (server) => {
      const signedIn = await proveSignedIn(server.origin, firstOf(students));
      const opened = await openScanners(server.origin, students);
      const reference = await context.referenceServer();
      const helloCalls = plan.map(() => HELLO_WORLD_CALL);
      const hello = summarise((await runOpenLoop(reference.origin, helloCalls, WINDOW_MS)).results.map((result) => result.latencyMs));

      const run = await runOpenLoop(server.origin, plan.map(scanCall), WINDOW_MS);
      const latency = summarise(run.results.map((result) => result.latencyMs));
      return {
        title: `4. Burst: ${students.length} students scan within ${WINDOW_MS / 1000} s`,
        figures: [
          { label: 'p50', value: formatMs(latency.p50), reference: `hello-world burst p50 ${formatMs(hello.p50)}` },
          {
            label: 'p99',
            value: formatMs(latency.p99),
            reference: `hello-world burst p99 ${formatMs(hello.p99)}`,
            ratio: formatRatio(latency.p99 / Math.max(hello.p99, 0.1)),
          },
          { label: 'max', value: formatMs(latency.max), reference: `hello-world burst max ${formatMs(hello.max)}` },
        ],
        notes: [
          signedIn,
          opened,
          `open loop: each request on its own new connection at a random moment in ${WINDOW_MS} ms; all answered after ${(run.elapsedMs / 1000).toFixed(1)} s`,
          requireAll200(run.results, 'burst scans'),
          await verifyCollections(pool, students, answered(plan, run.results)),
          await verifyLinkCounts(pool),
        ],
      };
    };
  },
};
