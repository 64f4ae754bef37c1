/**
 * 3. 32 concurrent students all scanning the same code: the moment a crowd stands at one QR
 * code. Anything that serialises on the link's row (a shared counter) shows up here.
 */
import type { ServerSection } from '../lib/context';
import { withServerCpu } from '../lib/cpu';
import { createStudents, firstOf } from '../lib/fixtures';
import { answeredRun, requireAll200, runScans, scanCpuFigure, scanFigures, verifyCollections, verifyLinkCounts } from '../lib/scans';
import { openScanners, proveSignedIn } from '../lib/signIn';
import { formatCount } from '../lib/stats';
import { CONNECTIONS } from './scans';

export const oneCodeSection: ServerSection = {
  kind: 'server',
  name: 'one-code',
  stage: 'scans',
  async prepare({ pool, hunt, context }) {
    // Enough for 10 s at 3,000 scans/s; the run stops after 10 s either way.
    const students = await createStudents(pool, hunt, { cohort: 'onecode', count: context.size(30_000, 3000) });
    const piece = hunt.pieces[4] ?? firstOf(hunt.pieces);
    return async (server) => {
      const signedIn = await proveSignedIn(server.origin, firstOf(students));
      const opened = await openScanners(server.origin, students);
      const plan = students.map((student) => ({ student, piece }));
      const { value: run, cpuMs } = await withServerCpu(server, () => runScans(server.origin, plan, CONNECTIONS, context.size(10_000, 3000)));
      return {
        title: `3. Scans, ${CONNECTIONS} concurrent on one code (${piece.code})`,
        figures: [...scanFigures(run.load, context.pgbenchTps), scanCpuFigure(cpuMs, run.sent.length)],
        notes: [
          signedIn,
          opened,
          `${formatCount(run.sent.length)} scans of ${piece.code} in ${(run.load.elapsedMs / 1000).toFixed(1)} s, each by a different student`,
          requireAll200(run.load.results, 'one-code scans'),
          await verifyCollections(pool, students, answeredRun(run)),
          await verifyLinkCounts(pool),
        ],
      };
    };
  },
};
