/**
 * `--lighthouse`: Lighthouse mobile performance of the landing page and the dashboard, through
 * `runLighthouse({ baseUrl, cookie })` from bench/lighthouse.ts (owned by the client team), on a
 * quiet server of our own. Floor 95 on both pages.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { StandaloneSection } from '../lib/context';
import { migratedDatabase } from '../lib/database';
import { createHunt, createStudents, firstOf } from '../lib/fixtures';
import { freePort } from '../lib/ports';
import { floorAtLeast, type Figure } from '../lib/report';
import { startServer } from '../lib/server';
import { proveSignedIn } from '../lib/signIn';

const LIGHTHOUSE_FILE = path.resolve('bench/lighthouse.ts');
const SCORE_FLOOR = 95;

type RunLighthouse = (options: { baseUrl: string; cookie?: string }) => Promise<unknown>;

export const lighthouseSection: StandaloneSection = {
  kind: 'standalone',
  name: 'lighthouse',
  async run() {
    const title = '11. Lighthouse (mobile, performance)';
    if (!existsSync(LIGHTHOUSE_FILE)) {
      return { title, figures: [], notes: ['SKIPPED: bench/lighthouse.ts does not exist (yet)'] };
    }
    // Imported by path at run time, so the bench still type-checks and runs without that file.
    const loaded: unknown = await import(pathToFileURL(LIGHTHOUSE_FILE).href);
    const runLighthouse = (loaded as { runLighthouse?: unknown }).runLighthouse;
    if (typeof runLighthouse !== 'function') {
      return { title, figures: [], notes: ['SKIPPED: bench/lighthouse.ts exports no runLighthouse function'] };
    }

    const db = await migratedDatabase('lighthouse');
    try {
      const port = await freePort();
      const hunt = await createHunt(db.pool, `http://localhost:${port}`);
      const student = firstOf(await createStudents(db.pool, hunt, { cohort: 'lighthouse', count: 1, holding: 3 }));
      const server = await startServer({ label: 'server lighthouse', databaseUrl: db.url, port });
      try {
        const signedIn = await proveSignedIn(server.origin, student);
        const options = { baseUrl: server.publicUrl, cookie: student.cookie };
        const notes = [signedIn];
        let rows: unknown;
        try {
          rows = await (runLighthouse as RunLighthouse)(options);
        } catch (error) {
          // Lighthouse's trace recording fails now and then ("NO_NAVSTART ... run Lighthouse again"): once more, then give up.
          notes.push(`first attempt failed (${error instanceof Error ? error.message : String(error)}); ran it again`);
          rows = await (runLighthouse as RunLighthouse)(options);
        }
        notes.push(`runLighthouse answered: ${JSON.stringify(rows)}`);
        return { title, figures: Array.isArray(rows) ? rows.flatMap(rowFigures) : [], notes };
      } finally {
        await server.stop();
      }
    } finally {
      await db.drop();
    }
  },
};

/** One row of runLighthouse's answer: its performance score against the floor, its other fields as they are. */
function rowFigures(row: unknown): Figure[] {
  if (typeof row !== 'object' || row === null) return [];
  const { page, performance, ...rest } = row as Record<string, unknown>;
  const name = String(page ?? 'page');
  const figures: Figure[] = [];
  if (typeof performance === 'number') {
    figures.push({ label: `${name} performance`, value: String(performance), floor: floorAtLeast(performance, SCORE_FLOOR, String(SCORE_FLOOR)) });
  }
  for (const [key, value] of Object.entries(rest)) figures.push({ label: `${name} ${key}`, value: String(value) });
  return figures;
}
