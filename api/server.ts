import type { Server } from 'node:http';
import pino from 'pino';
import { createDb, migrateLatest, type DbHandle } from '../db';
import { seedDemoIfEmpty } from '../db/seed/seedDemo';
import { createApp } from './app';
import type { AppConfig } from './config';
import { createLocalChangeBus, createPgChangeBus, type ChangeBus } from './realtime/changeBus';
import { SseHub } from './realtime/sseHub';
import { LeaderboardSnapshot } from './services/leaderboardSnapshot';
import type { Deps } from './services/types';
import { deleteExpiredCliLogins } from './repos/cliLogins';
import { deleteExpiredSessions } from './repos/sessions';

const SESSION_SWEEP_MS = 60 * 60 * 1000;

export interface Runtime {
  deps: Deps;
  db: DbHandle;
  app: ReturnType<typeof createApp>;
  close(): Promise<void>;
}

/**
 * Creates everything the API needs: database (migrated, demo-seeded when embedded and empty),
 * change bus, leaderboard snapshot, SSE hub and the Koa app. Tests pass their own DbHandle.
 */
export async function createRuntime(config: AppConfig, options: { db?: DbHandle } = {}): Promise<Runtime> {
  const logger = pino({ level: config.logLevel });
  const db =
    options.db ?? createDb({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir });
  await migrateLatest(db);
  if (db.kind === 'pglite' && config.seedDemo && (await seedDemoIfEmpty(db.knex, config.qrDomains[0] ?? config.publicUrl))) {
    logger.info('seeded the demo event into the empty embedded database');
  }

  const bus: ChangeBus =
    db.kind === 'postgres' && db.config.databaseUrl
      ? await createPgChangeBus({
          databaseUrl: db.config.databaseUrl,
          knex: db.knex,
          channel: `hunt_changes${db.config.schema ? `_${db.config.schema}` : ''}`,
          logger,
        })
      : createLocalChangeBus();
  const leaderboard = new LeaderboardSnapshot(db.knex, bus);
  const sse = new SseHub(bus);
  const deps: Deps = { db: db.knex, config, bus, leaderboard, sse, logger };
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
    async close() {
      clearInterval(sweeper);
      sse.shutdown();
      leaderboard.close();
      await bus.close();
      await db.knex.destroy();
    },
  };
}

/** Listens on the configured port; resolves once the server accepts connections. */
export function listen(runtime: Runtime, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = runtime.app.listen(port, () => resolve(server));
    server.once('error', reject);
  });
}
