import type { Server } from 'node:http';
import pino from 'pino';
import { createDb, migrateLatest, type DbHandle } from '../db';
import { createApp } from './app';
import { EventsCache } from './caches/eventsCache';
import { TokenCache } from './caches/tokenCache';
import { UserCache } from './caches/userCache';
import type { AppConfig } from './config';
import { BoardView } from './leaderboard/boardView';
import { LiveRanking } from './leaderboard/liveRanking';
import { createMetrics } from './metrics/metrics';
import { createPgChangeBus, createPgliteChangeBus, type ChangeBus } from './realtime/changeBus';
import { AdminLiveStreams } from './realtime/adminLiveStreams';
import { createHuntStreams, huntMessage } from './realtime/huntStreams';
import { LeaderboardStreams } from './realtime/leaderboardStreams';
import { deleteExpiredCliLogins } from './repos/cliLogins';
import { deleteExpiredSessions } from './repos/sessions';
import { ActivityRecorder } from './services/activity';
import { seedDemoOnFirstStart } from './services/demoSeed';
import { EventClock } from './services/eventClock';
import { applyDueEventTransitions } from './services/eventTransitions';
import { currentHuntState } from './services/huntState';
import { emailPolicyFor, isPublishedFor, ownEntryJson } from './services/leaderboard';
import type { Deps } from './services/types';

const SESSION_SWEEP_MS = 60 * 60 * 1000;

export interface Runtime {
  deps: Deps;
  db: DbHandle;
  app: ReturnType<typeof createApp>;
  /** Resolves once every change committed so far has reached this instance's memory (tests). */
  settle(): Promise<void>;
  close(): Promise<void>;
}

function createBus(db: DbHandle, logger: pino.Logger): Promise<ChangeBus> {
  if (db.kind === 'pglite') return createPgliteChangeBus({ pglite: db.pglite, knex: db.knex, logger });
  if (!db.config.databaseUrl) throw new Error('PostgreSQL needs a databaseUrl');
  return createPgChangeBus({ databaseUrl: db.config.databaseUrl, knex: db.knex, logger });
}

/**
 * Creates everything the API needs: database (migrated), change bus, the in-memory copies it
 * keeps current (sessions, users, tokens, events, the ranking), the live streams, the demo
 * event when the embedded database has no piece yet (seed/demo-event.json), and the Koa app.
 * Tests pass their own DbHandle (and a second instance of an embedded database passes
 * `closesDb: false`).
 */
export async function createRuntime(config: AppConfig, options: { db?: DbHandle; closesDb?: boolean } = {}): Promise<Runtime> {
  const logger = pino({ level: config.logLevel });
  const db =
    options.db ??
    createDb({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir, poolMax: config.dbPoolMax });
  await migrateLatest(db);

  // Listen first, then load: a change committed in between is heard and applied after the load.
  const bus = await createBus(db, logger);
  const events = new EventsCache(db.knex, bus, logger);
  const ranking = new LiveRanking(db.knex, bus, logger);
  // Transitions already due (the server was down at the moment) are applied before the first load.
  await Promise.all([applyDueEventTransitions({ db: db.knex }).then(() => events.start()), ranking.start()]);
  const clock = new EventClock(events, () => applyDueEventTransitions({ db: db.knex }), logger);
  const board = new BoardView(ranking);
  const users = new UserCache(db.knex, bus);
  const streams = new LeaderboardStreams(
    {
      view: (viewer) => {
        if (!isPublishedFor(deps, viewer)) return null;
        const policy = emailPolicyFor(deps, viewer);
        return { policy, top: board.top(policy) };
      },
      top: (policy) => board.top(policy),
      ownEntryJson: (viewer) => ownEntryJson(deps, viewer),
      currentRole: async (userId) => (await users.find(userId))?.role ?? null,
    },
    bus,
  );
  const hunt = createHuntStreams(() => currentHuntState(events), bus);
  const adminLive = new AdminLiveStreams(bus, async (userId) => (await users.find(userId))?.role ?? null);
  ranking.onChange(() => streams.changed());
  // Which event is current decides the board's seal and where the hunt stands: every page hears.
  events.onChange(() => {
    streams.reloadAll();
    const message = huntMessage(currentHuntState(events));
    streams.sendAll(message);
    hunt.send(message);
  });

  const deps: Deps = {
    db: db.knex,
    config,
    bus,
    caches: { users, tokens: new TokenCache(db.knex, bus), events },
    activity: new ActivityRecorder(db.knex, logger),
    ranking,
    board,
    streams,
    huntStreams: hunt,
    adminLive,
    metrics: createMetrics({ knex: db.knex, streams }),
    logger,
  };
  // The demo goes through the admin services (as `hunt seed` does), which need the caches above.
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
    async settle() {
      await deps.activity.flush();
      await bus.sync();
      await Promise.all([events.idle(), ranking.idle()]);
    },
    async close() {
      clearInterval(sweeper);
      streams.shutdown();
      hunt.shutdown();
      adminLive.shutdown();
      clock.close();
      events.close();
      ranking.close();
      await deps.activity.close();
      await bus.close();
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
export function listen(runtime: Runtime, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = runtime.app.listen(port, () => resolve(server));
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.headersTimeout = KEEP_ALIVE_MS + 1000;
    server.once('error', reject);
  });
}
