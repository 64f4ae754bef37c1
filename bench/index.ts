/**
 * `npm run bench`: the speed figures of docs/performance.md. Each server runs as its own process on a fresh
 * PostgreSQL database (or PGlite) and is driven over real HTTP from this process; every figure
 * is printed beside a reference measured in the same run, with the issue's floor. A missed
 * floor is reported; a broken promise (a lost or doubled scan, an unexpected status, a fixture
 * that doesn't work) fails the run. See docs/performance.md.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { cleanUpEverything, cleanUpOnSignals } from './lib/cleanup';
import { RunContext, type Section, type SectionName } from './lib/context';
import { parseOptions, UsageError, USAGE } from './lib/options';
import { ADMIN_DATABASE_URL, dropAbandonedDatabases } from './lib/postgres';
import { printSummary } from './lib/report';
import { runSections } from './lib/runner';
import { burstSection } from './sections/burst';
import { eventLoopSection } from './sections/eventLoop';
import { finaleSection } from './sections/finale';
import { firstLoadSection } from './sections/firstLoad';
import { leaderboardSection } from './sections/leaderboard';
import { lighthouseSection } from './sections/lighthouseScores';
import { oneCodeSection } from './sections/oneCode';
import { pgliteSection } from './sections/pglite';
import { referenceSection } from './sections/reference';
import { scaleOutSection } from './sections/scaleOut';
import { scannerSizeSection } from './sections/scannerSize';
import { scansSection } from './sections/scans';
import { streamsSection } from './sections/streams';
import { teamsSection } from './sections/teams';

const SECTIONS: Record<SectionName, Section> = {
  reference: referenceSection,
  scans: scansSection,
  'one-code': oneCodeSection,
  burst: burstSection,
  leaderboard: leaderboardSection,
  'event-loop': eventLoopSection,
  streams: streamsSection,
  teams: teamsSection,
  'first-load': firstLoadSection,
  'scanner-size': scannerSizeSection,
  pglite: pgliteSection,
  'scale-out': scaleOutSection,
  finale: finaleSection,
  lighthouse: lighthouseSection,
};

function git(...args: string[]): string {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

function printHeader(sections: readonly SectionName[], quick: boolean): void {
  const admin = new URL(ADMIN_DATABASE_URL);
  admin.password = admin.password ? '***' : '';
  const status = git('status', '--short');
  const changed = status === 'unknown' ? 0 : status.split('\n').filter(Boolean).length;
  console.log(`Campus Hunt bench, ${new Date().toISOString()}`);
  console.log(`  code: ${git('log', '-1', '--format=%h %s')}${changed ? ` plus ${changed} uncommitted change(s)` : ''}`);
  console.log(`  machine: ${os.cpus().length} cores, Node ${process.version}, PostgreSQL at ${admin.toString()}`);
  console.log(`  sections: ${sections.join(', ')}${quick ? ' (--quick: small sizes, not for figures)' : ''}`);
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  if (options === 'help') {
    console.log(USAGE);
    return 0;
  }
  cleanUpOnSignals();
  printHeader(options.sections, options.quick);
  const abandoned = await dropAbandonedDatabases();
  if (abandoned.length) console.log(`  dropped databases left by killed runs: ${abandoned.join(', ')}`);

  const context = new RunContext(options.quick);
  try {
    const outcome = await runSections(options.sections.map((name) => SECTIONS[name]), context);
    await cleanUpEverything();
    printSummary(outcome.results, outcome.failures);
    return outcome.failures.length ? 1 : 0;
  } finally {
    await cleanUpEverything();
  }
}

main().then(
  (code) => process.exit(code),
  async (error: unknown) => {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}`);
      process.exit(2);
    }
    console.error(error);
    await cleanUpEverything();
    process.exit(1);
  },
);
