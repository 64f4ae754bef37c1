import type { RunContext, Section, ServerSection } from './context';
import { migratedDatabase } from './database';
import { createHunt, createRankedParticipants } from './fixtures';
import { freePort } from './ports';
import { BenchFailure, brokenPromises, printSection, type SectionResult } from './report';
import { startServer } from './server';

export interface RunOutcome {
  results: SectionResult[];
  failures: string[];
}

/**
 * Runs the sections in order, printing each as it finishes. A failing section is reported
 * loudly and the run goes on (the other figures are still worth having); the exit code says it failed.
 */
export async function runSections(sections: readonly Section[], context: RunContext): Promise<RunOutcome> {
  const outcome: RunOutcome = { results: [], failures: [] };
  const record = async (name: string, work: () => Promise<SectionResult>) => {
    const brokenBefore = brokenPromises().length;
    try {
      const result = await work();
      printSection(result);
      outcome.results.push(result);
    } catch (error) {
      const kind = error instanceof BenchFailure ? 'CORRECTNESS FAILURE' : 'ERROR';
      const message = error instanceof Error ? (error instanceof BenchFailure ? error.message : error.stack ?? error.message) : String(error);
      console.error(`\n!!! ${name}: ${kind}: ${message}`);
      outcome.failures.push(`${name}: ${kind}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      for (const message of brokenPromises().slice(brokenBefore)) outcome.failures.push(`${name}: CORRECTNESS FAILURE: ${message}`);
    }
  };

  const stagesDone = new Set<string>();
  for (const section of sections) {
    if (section.kind === 'standalone') {
      console.log(`\n… ${section.name}`);
      await record(section.name, () => section.run(context));
      continue;
    }
    if (stagesDone.has(section.stage)) continue;
    stagesDone.add(section.stage);
    const members = sections.filter((other): other is ServerSection => other.kind === 'server' && other.stage === section.stage);
    await runStage(section.stage, members, context, record);
  }
  return outcome;
}

type Record = (name: string, work: () => Promise<SectionResult>) => Promise<void>;

/** One database and one server for several sections: fixtures for all of them first, then the measurements. */
async function runStage(stage: ServerSection['stage'], sections: readonly ServerSection[], context: RunContext, record: Record): Promise<void> {
  console.log(`\n… preparing ${sections.map((section) => section.name).join(', ')} (one database, one server)`);
  let failure: unknown;
  const pending = new Set(sections.map((section) => section.name));
  try {
    const db = await migratedDatabase(stage);
    try {
      const port = await freePort();
      const hunt = await createHunt(db.pool, `http://localhost:${port}`);
      const ranked = stage === 'ranked' ? context.size(100_000, 10_000) : 0;
      if (ranked) await createRankedParticipants(db.pool, hunt, ranked);
      const measures = [];
      for (const section of sections) measures.push({ section, measure: await section.prepare({ pool: db.pool, databaseUrl: db.url, hunt, context, ranked }) });
      const server = await startServer({ label: `server ${stage}`, databaseUrl: db.url, port });
      try {
        for (const { section, measure } of measures) {
          pending.delete(section.name);
          console.log(`\n… ${section.name}`);
          await record(section.name, () => measure(server));
        }
      } finally {
        await server.stop();
      }
    } finally {
      await db.drop();
    }
  } catch (error) {
    failure = error;
  }
  if (failure === undefined) return;
  // Setting up failed, or stopping the server or dropping the database did after the last
  // measurement: every section not yet measured fails with it, or the stage as a whole.
  const names = pending.size ? [...pending] : [`${stage} teardown`];
  for (const name of names) {
    await record(name, () => Promise.reject(failure instanceof Error ? failure : new Error(String(failure))));
  }
}
