/**
 * 2. Scans by 32 concurrent students, every request a different student: the hot path of a
 * hunt, against the floors of bench/lib/scans.ts (0.5x what PostgreSQL itself does per second, pgbench).
 */
import { runBareScans } from '../lib/bareScans';
import type { ServerSection } from '../lib/context';
import { withServerCpu } from '../lib/cpu';
import { perSecond } from '../lib/load';
import { createStudents, firstOf } from '../lib/fixtures';
import { answeredRun, codeMajorPlan, concatRuns, requireAll200, runScans, scanCpuFigure, scanFigures, verifyCollections, verifyLinkCounts } from '../lib/scans';
import { openScanners, proveSignedIn } from '../lib/signIn';
import { scanFunctionTps } from '../lib/scanFunction';
import { formatCount, formatMs, formatRatio, summarise } from '../lib/stats';

export const CONNECTIONS = 32;
/** Students per code-major block: more than CONNECTIONS, so concurrent requests are different students. */
export const BLOCK = 256;

export const scansSection: ServerSection = {
  kind: 'server',
  name: 'scans',
  stage: 'scans',
  async prepare({ pool, databaseUrl, hunt, context }) {
    // Enough for 10 s at 3,000 scans/s (30,600 scans); the run stops after 10 s either way.
    const students = await createStudents(pool, hunt, { cohort: 'scan', count: context.size(3400, 300) });
    const warmers = await createStudents(pool, hunt, { cohort: 'warm', count: 64 });
    const direct = { cohort: 'direct', count: context.size(20_000, 2000) };
    await createStudents(pool, hunt, direct);
    return async (server) => {
      const signedIn = await proveSignedIn(server.origin, firstOf(students));
      const opened = await openScanners(server.origin, [...warmers, ...students]);
      // JIT, connection pools and caches warm up on other students; not counted, still checked.
      const warm = await runScans(server.origin, codeMajorPlan(warmers, hunt.pieces, BLOCK), CONNECTIONS, 60_000);
      requireAll200(warm.load.results, 'warm-up scans');

      const plan = codeMajorPlan(students, hunt.pieces, BLOCK);
      const { value: run, cpuMs } = await withServerCpu(server, () => runScans(server.origin, plan, CONNECTIONS, context.size(10_000, 3000)));
      const ceiling = await scanFunctionTps(databaseUrl, hunt, direct.cohort, direct.count, context.size(5, 2));
      const bare = await runBareScans(databaseUrl, pool, CONNECTIONS, context.size(10_000, 3000));
      const bareLatency = summarise(bare.load.results.map((result) => result.latencyMs));
      const figures = [
        ...scanFigures(run.load, context.pgbenchTps),
        scanCpuFigure(cpuMs, run.sent.length, { cpuMs: bare.cpuMs, requests: bare.load.results.length }),
        {
          label: 'the scan function alone, pgbench -c 8',
          value: `${formatCount(ceiling)}/s`,
          reference: `HTTP scans above: ${formatRatio(perSecond(run.load) / ceiling)} of it`,
        },
        {
          label: 'the bare stack alone (Koa + pg, one statement a scan): scans/s; p99',
          value: `${formatCount(perSecond(bare.load))}; ${formatMs(bareLatency.p99)}`,
          reference: `HTTP scans above: ${formatRatio(perSecond(run.load) / perSecond(bare.load))} of it`,
        },
      ];
      context.postgresScansPerSecond = perSecond(run.load);
      return {
        title: `2. Scans, ${CONNECTIONS} concurrent distinct students`,
        figures,
        notes: [
          signedIn,
          opened,
          `${formatCount(run.sent.length)} scans in ${(run.load.elapsedMs / 1000).toFixed(1)} s, code-major in blocks of ${BLOCK} students`,
          `afterwards, pgbench calls hunt_record_scan directly (random student of ${formatCount(direct.count)}, random code, 8 clients): PostgreSQL's ceiling for scans on this machine, without HTTP or Node`,
          requireAll200(run.load.results, 'scans'),
          await verifyCollections(pool, [...warmers, ...students], answeredRun(concatRuns([warm, run]))),
          await verifyLinkCounts(pool),
          bare.note,
        ],
      };
    };
  },
};

