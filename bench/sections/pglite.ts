/**
 * 9. The embedded default (`npm start` without DATABASE_URL): PGlite in the server's process,
 * set up over HTTP only, then 8 concurrent students scanning. Floors: 500 scans/s, p99 under
 * 250 ms. Read beside the PostgreSQL figure of section 2 when both ran.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { adminCounts, createHuntOverHttp } from '../lib/adminSetup';
import { countBy } from '../lib/balancedChecks';
import { onCleanup } from '../lib/cleanup';
import { mapConcurrent } from '../lib/concurrency';
import type { StandaloneSection } from '../lib/context';
import { cpuFigure, withServerCpu } from '../lib/cpu';
import { firstOf, type Student } from '../lib/fixtures';
import { perSecond } from '../lib/load';
import { freePort } from '../lib/ports';
import { expect, floorAtLeast, floorAtMost, type Figure } from '../lib/report';
import { codeMajorPlan, requireAll200, runScans, type ScanRun } from '../lib/scans';
import { startServer } from '../lib/server';
import { devLogin, proveSignedIn } from '../lib/signIn';
import { formatCount, formatMs, formatRatio, summarise } from '../lib/stats';

/** The embedded default must carry an event of a few hundred students scanning at once. */
const RATE_FLOOR = 500;
const CONNECTIONS = 8;
const ADMIN_EMAIL = 'bench-admin@bench.campus.edu';

export const pgliteSection: StandaloneSection = {
  kind: 'standalone',
  name: 'pglite',
  async run(context) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hunt-bench-pglite-'));
    const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
    const forget = onCleanup(`remove ${dataDir}`, removeDir);
    const port = await freePort();
    const server = await startServer({ label: 'server pglite', dataDir, adminEmails: [ADMIN_EMAIL], port });
    try {
      const admin = await devLogin(server.origin, ADMIN_EMAIL);
      const hunt = await createHuntOverHttp(server.origin, admin, server.publicUrl);
      const emails = Array.from({ length: context.size(400, 24) }, (_, index) => `pglite-${index + 1}@bench.campus.edu`);
      const students = await mapConcurrent(emails, CONNECTIONS, (email) => devLogin(server.origin, email));
      const signedIn = await proveSignedIn(server.origin, firstOf(students));

      // Blocks of 32 students: completions come every 288 scans even when the time runs out early.
      const plan = codeMajorPlan(students, hunt.pieces, 32);
      const { value: run, cpuMs } = await withServerCpu(server, () => runScans(server.origin, plan, CONNECTIONS, context.size(10_000, 3000)));
      const answered = requireAll200(run.load.results, 'PGlite scans');
      const counted = await verifyAdminCounts(server.origin, admin, run);

      const rate = perSecond(run.load);
      const latency = summarise(run.load.results.map((result) => result.latencyMs));
      const rateFigure: Figure = { label: 'scans/s', value: formatCount(rate), floor: floorAtLeast(rate, RATE_FLOOR, `${RATE_FLOOR} scans/s`) };
      if (context.postgresScansPerSecond) {
        rateFigure.reference = `PostgreSQL, 32 concurrent (section 2) ${formatCount(context.postgresScansPerSecond)} scans/s`;
        rateFigure.ratio = formatRatio(rate / context.postgresScansPerSecond);
      }
      return {
        title: `9. PGlite (embedded), ${CONNECTIONS} concurrent students`,
        figures: [
          rateFigure,
          { label: 'p50', value: formatMs(latency.p50) },
          { label: 'p99', value: formatMs(latency.p99), floor: floorAtMost(latency.p99, 250, '250 ms') },
          // The database runs inside the server process here, so this includes PGlite's work.
          cpuFigure('scan (server and PGlite)', cpuMs, run.sent.length),
        ],
        notes: [
          `set up over HTTP: dev sign-in, 9 pieces, 9 QR links and an active event through the admin API; ${students.length} students signed in`,
          signedIn,
          `${formatCount(run.sent.length)} scans in ${(run.load.elapsedMs / 1000).toFixed(1)} s`,
          answered,
          counted,
        ],
      };
    } finally {
      await server.stop();
      removeDir();
      forget();
    }
  },
};

/** The admin panel's scans per link and pieces per student must equal the acknowledged scans (PGlite can't be read from outside). */
async function verifyAdminCounts(origin: string, admin: Student, run: ScanRun): Promise<string> {
  const acknowledged = run.sent.filter((_, index) => run.load.results[index]?.status === 200);
  const { scansByCode, piecesByEmail } = await adminCounts(origin, admin);
  const problems: string[] = [];
  for (const [code, count] of countBy(acknowledged, (scan) => scan.piece.code)) {
    if (scansByCode.get(code) !== count) problems.push(`${code}: the admin panel counts ${scansByCode.get(code)} scans, ${count} were acknowledged`);
  }
  for (const [email, count] of countBy(acknowledged, (scan) => scan.student.email)) {
    if (piecesByEmail.get(email) !== count) problems.push(`${email} holds ${piecesByEmail.get(email)} pieces, ${count} scans were acknowledged`);
  }
  if (!expect(problems.length === 0, `PGlite: ${problems.length} count(s) differ, e.g. ${problems.slice(0, 3).join('; ')}`)) return '!!! the admin counts differ (see above)';
  return "the admin panel's scans per link and pieces per student equal the acknowledged scans";
}
