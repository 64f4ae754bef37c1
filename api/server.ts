import { createServer, type RequestListener, type Server } from 'node:http';
import pino from 'pino';
import { createDb, migrateLatest, type DbHandle } from '../db';
import { createApp } from './app';
import { createRequestListener } from './memoryReads';
import type { AppConfig } from './config';
import { createDeps, type Deps } from './deps';
import { deleteExpiredCliLogins } from './repos/cliLogins';
import { deleteExpiredSessions } from './repos/sessions';
import { seedDemoOnFirstStart } from './services/demoSeed';
import { loadSignInProviders } from './services/signInProviders';

const SESSION_SWEEP_MS = 60 * 60 * 1000;

export interface Runtime {
  deps: Deps;
  db: DbHandle;
  app: ReturnType<typeof createApp>;
  /** The HTTP server's listener: the memory reads, then the app (memoryReads.ts). */
  listener: RequestListener;
  /** Resolves once every change committed so far has reached this instance's memory (tests). */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Creates everything the API needs: the database (migrated), the dependencies over it
 * (`deps.ts`), the demo event when the embedded database has no piece yet
 * (seed/demo-event.json), the Koa app and the hourly sweep of expired sessions. Tests pass their
 * own DbHandle (and a second instance of an embedded database passes `closesDb: false`).
 */
export async function createRuntime(config: AppConfig, options: { db?: DbHandle; closesDb?: boolean } = {}): Promise<Runtime> {
  const logger = pino({ level: config.logLevel });
  // Before the database: a provider that cannot be discovered stops the start (a ConfigError).
  const signInProviders = await loadSignInProviders(config);
  const db =
    options.db ??
    createDb({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir, poolMax: config.dbPoolMax });
  await migrateLatest(db);

  const wiring = await createDeps(config, db, logger, signInProviders);
  const { deps } = wiring;
  // The demo goes through the admin services (as `hunt seed` does), which need the caches.
  if (db.kind === 'pglite' && config.seedDemo) await seedDemoOnFirstStart(deps);
  const app = createApp(deps);
  const sweeper = setInterval(() => {
    Promise.all([deleteExpiredSessions(db.knex), deleteExpiredCliLogins(db.knex)]).catch((error: unknown) =>
      logger.warn({ err: error }, 'expired sessions sweep failed'),
    );
  }, SESSION_SWEEP_MS);
  sweeper.unref();

  return {
    deps,
    db,
    app,
    listener: createRequestListener(deps, app),
    async settle() {
      await deps.activity.flush();
      await deps.ranking.flushFinds();
      await deps.bus.sync();
      // A change no instance announced (a fixture calling the scan's function) is read here.
      await wiring.reconcile();
      await Promise.all([deps.caches.events.idle(), deps.ranking.idle(), deps.caches.teams.idle()]);
    },
    async close() {
      clearInterval(sweeper);
      await wiring.close();
      // A second instance in a test may share the first one's embedded database.
      if (options.closesDb !== false) await db.knex.destroy();
    },
  };
}

/**
 * Idle keep-alive connections are kept longer than a load balancer keeps its own (60 s is the
 * usual default): Node's 5 s would close connections the balancer is about to reuse, and a
 * request sent on one of them just then is lost.
 */
const KEEP_ALIVE_MS = 65_000;

/** Listens on the configured port; resolves once the server accepts connections. */
export async function listen(runtime: Runtime, port: number): Promise<Server> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve());
  });
  return serveWith(runtime, server);
}

/** Hands a listening server's requests to the app, with the keep-alive times above. */
export function serveWith(runtime: Runtime, server: Server): Server {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  server.on('request', runtime.listener);
  return server;
}
