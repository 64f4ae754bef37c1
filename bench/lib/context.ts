import type pg from 'pg';
import type { Hunt } from './fixtures';
import type { SectionResult } from './report';
import { startReferenceServer, type ServerInstance } from './server';

/** What the sections of one run share: sizes, and the references measured earlier in the same run. */
export class RunContext {
  /** pgbench -N TPS (section "reference"), the yardstick for every scan rate. */
  pgbenchTps: number | undefined;
  /** Scans/s on PostgreSQL at 32 concurrent (section "scans"), the yardstick for PGlite. */
  postgresScansPerSecond: number | undefined;
  private reference: Promise<ServerInstance> | undefined;

  constructor(readonly quick: boolean) {}

  /** The Koa hello-world reference (bench/helloServer.ts), started on first use and kept for the run. */
  referenceServer(): Promise<ServerInstance> {
    this.reference ??= startReferenceServer();
    return this.reference;
  }

  /** Full size, or the small size for --quick. */
  size<T>(full: T, quick: T): T {
    return this.quick ? quick : full;
  }
}

export type SectionName =
  | 'reference'
  | 'scans'
  | 'one-code'
  | 'burst'
  | 'leaderboard'
  | 'event-loop'
  | 'streams'
  | 'teams'
  | 'first-load'
  | 'scanner-size'
  | 'pglite'
  | 'scale-out'
  | 'finale'
  | 'lighthouse';

/** A section that sets up and tears down whatever it needs by itself. */
export interface StandaloneSection {
  kind: 'standalone';
  name: SectionName;
  run(context: RunContext): Promise<SectionResult>;
}

/** What a section gets to prepare its data in, before the shared server starts. */
export interface Stage {
  pool: pg.Pool;
  /** The same database's address, for a process of the bench's own (the bare stack's server). */
  databaseUrl: string;
  hunt: Hunt;
  context: RunContext;
  /** Participants already on the board (the "ranked" stage holds 100,000; the "scans" stage none). */
  ranked: number;
}

/**
 * A section measured on a server it shares with its neighbours (one database, one instance).
 * It inserts its data in `prepare`, before that server starts and caches what it reads, and
 * gets back the function that measures once the server runs.
 */
export interface ServerSection {
  kind: 'server';
  name: SectionName;
  /**
   * Sections with the same stage share a database and a server, and run in the listed order.
   * "scans": an empty board; "ranked": 100,000 participants on the board before anything else.
   */
  stage: 'scans' | 'ranked';
  prepare(stage: Stage): Promise<(server: ServerInstance) => Promise<SectionResult>>;
}

export type Section = StandaloneSection | ServerSection;
