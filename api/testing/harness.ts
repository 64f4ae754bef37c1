import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import type { Knex } from 'knex';
import { afterAll, beforeAll } from 'vitest';
import { createDb, migrateLatest, type DbHandle } from '../../db';
import { loadConfig, type AppConfig } from '../config';
import { createRuntime, serveWith, type Runtime } from '../server';
import { migratedSnapshot } from './pgliteSnapshot';

/**
 * A real API on a free port over a fresh database: in-memory PGlite, or (HUNT_TEST_DB=postgres)
 * a schema of its own in DATABASE_URL's PostgreSQL, dropped afterwards.
 */
export interface TestServer {
  url: string;
  runtime: Runtime;
  config: AppConfig;
  stop(): Promise<void>;
}

export function testDbTarget(): 'pglite' | 'postgres' {
  const target = process.env.HUNT_TEST_DB ?? 'pglite';
  if (target === 'postgres' && !process.env.DATABASE_URL) {
    throw new Error('HUNT_TEST_DB=postgres needs DATABASE_URL pointing at a PostgreSQL server');
  }
  return target === 'postgres' ? 'postgres' : 'pglite';
}

const QUIET_KNEX: Knex.Logger = { warn: () => undefined, error: () => undefined, deprecate: () => undefined, debug: () => undefined };

/**
 * `databaseUrl` puts the server on that PostgreSQL instead, whatever the target (a test's own
 * server, one it may stop and restart: testing/privatePostgres.ts).
 */
export async function startTestServer(env: Record<string, string> = {}, options: { databaseUrl?: string } = {}): Promise<TestServer> {
  const { db, dropData } = await openTestDb(options);
  return serve(db, env, dropData);
}

/**
 * A fresh database for one test: an in-memory PGlite opened from the migrated snapshot, or a new
 * schema of its own in PostgreSQL (`databaseUrl`, else DATABASE_URL when the target is
 * postgres), which `dropData` drops. Migrate it (the server does on start) before use.
 */
export async function openTestDb(options: { databaseUrl?: string } = {}): Promise<{ db: DbHandle; dropData(): Promise<void> }> {
  const databaseUrl = options.databaseUrl ?? (testDbTarget() === 'postgres' ? process.env.DATABASE_URL : undefined);
  if (!databaseUrl) return { db: createDb({ pgliteSnapshot: await migratedSnapshot() }), dropData: async () => undefined };
  const schema = `t_${randomBytes(6).toString('hex')}`;
  // A test that takes its own PostgreSQL away expects knex's connection warnings: not on the console.
  const log = options.databaseUrl ? QUIET_KNEX : undefined;
  const db = createDb({ databaseUrl, schema, poolMax: 20, log });
  return { db, dropData: () => dropSchema(db, schema) };
}

/** PostgreSQL's code for a deadlock, which it resolves by failing one side. */
const DEADLOCK = '40P01';

/**
 * Drops a test's schema. Dropping hundreds of objects can deadlock with another test's schema
 * being made or dropped at the same moment (both lock shared catalog rows); PostgreSQL then
 * fails one side, and that side tries again.
 */
export async function dropSchema(db: DbHandle, schema: string, attemptsLeft = 5): Promise<void> {
  try {
    await db.knex.raw('drop schema if exists ?? cascade', [schema]);
  } catch (error) {
    if ((error as { code?: string }).code !== DEADLOCK || attemptsLeft <= 1) throw error;
    await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 400));
    await dropSchema(db, schema, attemptsLeft - 1);
  }
}

/**
 * A server on a database the test opened itself (one on disk, or a database of its own), which
 * the server closes when it stops and nothing drops: the test removes it.
 */
export function startTestServerOn(db: DbHandle, env: Record<string, string> = {}): Promise<TestServer> {
  return serve(db, env, async () => undefined);
}

/**
 * A second API instance on the first one's database, as behind a load balancer: on
 * PostgreSQL its own connection pool on the same schema, on PGlite the same embedded database
 * (with its own caches, ranking and listener). Stop it before the first.
 */
export async function startSecondInstance(first: TestServer, env: Record<string, string> = {}): Promise<TestServer> {
  const shared = first.runtime.db;
  const db: DbHandle = shared.kind === 'postgres' ? createDb({ ...shared.config, poolMax: 20 }) : shared;
  return serve(db, env, async () => undefined, shared.kind === 'pglite');
}

async function serve(db: DbHandle, env: Record<string, string>, dropData: () => Promise<void>, shared = false): Promise<TestServer> {
  // The port is held from the start: a free port probed and let go can be taken by another
  // test's server while this one's runtime is still being made.
  const server = await listeningOnAnyPort();
  const port = (server.address() as AddressInfo).port;
  const url = `http://localhost:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'never',
    // Tests scan many codes within milliseconds: the too-fast mark is tested where it is asked for.
    FIND_MIN_SECONDS: '0',
    PORT: String(port),
    PUBLIC_URL: url,
    ...env,
  });
  let runtime: Runtime;
  try {
    runtime = await createRuntime(config, { db, closesDb: !shared });
  } catch (error) {
    server.close();
    throw error;
  }
  serveWith(runtime, server);
  return {
    url,
    runtime,
    config,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await dropData();
      await runtime.close();
    },
  };
}

function listeningOnAnyPort(): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createHttpServer();
    server.once('error', reject);
    server.listen(0, () => resolve(server));
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A migrated test database for a whole test file, without a server: opened before its tests,
 * dropped after them. Returns a getter, since the database exists only once the file has begun.
 */
export function useTestDb(): () => DbHandle {
  let opened: { db: DbHandle; dropData(): Promise<void> } | undefined;
  beforeAll(async () => {
    opened = await openTestDb();
    await migrateLatest(opened.db);
  });
  afterAll(async () => {
    if (!opened) return;
    await opened.dropData();
    await opened.db.knex.destroy();
  });
  return () => {
    if (!opened) throw new Error('the test database opens in beforeAll');
    return opened.db;
  };
}
