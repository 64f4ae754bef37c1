/**
 * `--lighthouse`: Lighthouse mobile performance of the landing page (signed out) and of the
 * dashboard, the leaderboard and the scanner (signed in as a student), through
 * `runLighthouseMedian` from bench/lighthouse.ts, on a quiet server of our own. One run moves by
 * tens of points on this shared machine, so each figure is the median of several runs. Floors:
 * performance 95 or more and total blocking time under 200 ms on every page.
 */
import { ensureClientBuilt } from '../lib/clientBuild';
import type { StandaloneSection } from '../lib/context';
import { migratedDatabase } from '../lib/database';
import { waitForQuietMachine, type Settling } from '../lib/machineCpu';
import { createHunt, createStudents, firstOf } from '../lib/fixtures';
import { freePort } from '../lib/ports';
import { floorAtLeast, type Figure } from '../lib/report';
import { startServer } from '../lib/server';
import { proveSignedIn } from '../lib/signIn';
import { FLOORS, runLighthouseMedian, type LighthouseRow } from '../lighthouse';

export const lighthouseSection: StandaloneSection = {
  kind: 'standalone',
  name: 'lighthouse',
  async run(context) {
    const runs = context.size(3, 1);
    const title = `11. Lighthouse (mobile, performance; median of ${runs} runs)`;
    const built: string[] = [];
    ensureClientBuilt(built);
    const db = await migratedDatabase('lighthouse');
    try {
      const port = await freePort();
      const hunt = await createHunt(db.pool, `http://localhost:${port}`);
      const student = firstOf(await createStudents(db.pool, hunt, { cohort: 'lighthouse', count: 1, holding: 3 }));
      const server = await startServer({ label: 'server lighthouse', databaseUrl: db.url, port });
      try {
        const signedIn = await proveSignedIn(server.origin, student);
        // Lighthouse's simulated phone scales the main thread's time as it observed it here.
        const settled = await waitForQuietMachine();
        const result = await runLighthouseMedian({ baseUrl: server.publicUrl, cookie: student.cookie, runs });
        const notes = [...built, signedIn, settling(settled), ...result.runs.map((rows, index) => `run ${index + 1}: ${rows.map(brief).join('; ')}`)];
        return { title, figures: result.median.flatMap(rowFigures), notes };
      } finally {
        await server.stop();
      }
    } finally {
      await db.drop();
    }
  },
};

/** One page's medians: its score and total blocking time against the floors, the rest as they are. */
function rowFigures(row: LighthouseRow): Figure[] {
  return [
    { label: `${row.page} performance`, value: String(row.performance), floor: floorAtLeast(row.performance, FLOORS.performance, String(FLOORS.performance)) },
    { label: `${row.page} TBT`, value: `${row.tbtMs} ms`, floor: { text: `< ${FLOORS.tbtMs} ms`, met: row.tbtMs < FLOORS.tbtMs } },
    { label: `${row.page} LCP`, value: `${row.lcpMs} ms` },
    { label: `${row.page} FCP`, value: `${row.fcpMs} ms` },
    { label: `${row.page} CLS`, value: String(row.cls) },
    { label: `${row.page} JS transferred`, value: `${row.transferredJsBytes} B` },
  ];
}

function settling({ waitedMs, busy }: Settling): string {
  const share = busy === null ? 'not measured (no /proc/stat)' : `${Math.round(busy * 100)}% busy over the last second`;
  return `before the runs, waited ${(waitedMs / 1000).toFixed(1)} s for the machine to settle after the sections before (${share}; at most 60 s, until under 15%)`;
}

function brief(row: LighthouseRow): string {
  return `${row.page} ${row.performance} (TBT ${row.tbtMs} ms, LCP ${row.lcpMs} ms)`;
}
