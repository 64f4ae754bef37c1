import type { Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { createDb, type DbHandle } from '../../db';
import { loadConfig, type AppConfig } from '../config';
import { createRuntime, listen, type Runtime } from '../server';

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

export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const db: DbHandle =
    testDbTarget() === 'postgres'
      ? createDb({ databaseUrl: process.env.DATABASE_URL, schema, poolMax: 20 })
      : createDb({});
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'never',
    PORT: String(port),
    PUBLIC_URL: url,
    ...env,
  });
  const runtime = await createRuntime(config, { db });
  const server: Server = await listen(runtime, port);
  return {
    url,
    runtime,
    config,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (db.kind === 'postgres') await db.knex.raw('drop schema if exists ?? cascade', [schema]);
      await runtime.close();
    },
  };
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
