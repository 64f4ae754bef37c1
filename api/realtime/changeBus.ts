import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { PGlite } from '@electric-sql/pglite';
import type { Knex } from 'knex';
import pg from 'pg';
import type { Logger } from 'pino';
import { parseChange, type Change } from './changes';

type Listener = (change: Change) => void;

/** Tells this API instance what changed in the database, whichever instance changed it. */
export interface ChangeBus {
  subscribe(listener: Listener): () => void;
  /** False while changes may be missed (the listening connection is down). */
  isLive(): boolean;
  /** Resolves once every change committed before the call has reached this instance's listeners. */
  sync(): Promise<void>;
  /** Hands this instance's listeners a change it learned by reading the database rather than hearing it. */
  deliver(change: Change): void;
  close(): Promise<void>;
}

const SYNC_TIMEOUT_MS = 10_000;

/** The part both transports share: the listeners, parsing, and the ping that sync() waits for. */
class Listeners {
  private readonly emitter = new EventEmitter();
  private readonly pings = new Map<string, () => void>();

  constructor(
    private readonly knex: Knex,
    private readonly logger: Logger,
  ) {
    this.emitter.setMaxListeners(0);
  }

  subscribe(listener: Listener): () => void {
    this.emitter.on('change', listener);
    return () => this.emitter.off('change', listener);
  }

  receive(payload: string): void {
    const change = parseChange(payload);
    if (!change) {
      this.logger.warn({ payload }, 'ignored an unknown change message');
      return;
    }
    if (change.topic === 'ping') this.pings.get(change.nonce)?.();
    else this.emit(change);
  }

  emit(change: Change): void {
    for (const listener of this.emitter.listeners('change') as Listener[]) {
      try {
        listener(change);
      } catch (error) {
        this.logger.error({ err: error, change }, 'a change listener failed');
      }
    }
  }

  /** Notifications arrive in commit order, so our own ping arriving means everything before it has. */
  async sync(timeoutMs = SYNC_TIMEOUT_MS): Promise<void> {
    const nonce = randomBytes(8).toString('hex');
    let timer: NodeJS.Timeout | undefined;
    const arrived = new Promise<void>((resolve, reject) => {
      this.pings.set(nonce, resolve);
      timer = setTimeout(() => reject(new Error('the change bus did not deliver its own ping')), timeoutMs);
    });
    // The time can run out while the ping still waits for a connection or a commit (a busy
    // moment): that rejection is awaited below, and must not count as unhandled meanwhile,
    // which would end the process.
    arrived.catch(() => undefined);
    try {
      await this.knex.raw('select hunt_notify(?)', [`ping:${nonce}`]);
      await arrived;
    } finally {
      clearTimeout(timer);
      this.pings.delete(nonce);
    }
  }

  close(): void {
    this.emitter.removeAllListeners();
  }
}

async function channelOf(knex: Knex): Promise<string> {
  const { rows } = (await knex.raw('select hunt_channel() as channel')) as { rows: { channel: string }[] };
  const channel = rows[0]?.channel;
  if (!channel) throw new Error('the database has no change channel: migrations missing?');
  return channel;
}

/** Embedded PGlite is one connection in this process: it hands us its notifications directly. */
export async function createPgliteChangeBus(options: { pglite: PGlite; knex: Knex; logger: Logger }): Promise<ChangeBus> {
  const listeners = new Listeners(options.knex, options.logger);
  const unlisten = await options.pglite.listen(await channelOf(options.knex), (payload) => listeners.receive(payload));
  return {
    subscribe: (listener) => listeners.subscribe(listener),
    isLive: () => true,
    sync: () => listeners.sync(),
    deliver: (change) => listeners.emit(change),
    async close() {
      listeners.close();
      await unlisten().catch(() => undefined);
    },
  };
}

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 15_000;
/** How often the listening connection proves it still hears, and how long its ping may take. */
const PING_EVERY_MS = 10_000;
const PING_TIMEOUT_MS = 5000;

/**
 * PostgreSQL LISTEN on one dedicated connection, so several instances behind a load balancer
 * stay in step without further infrastructure. A lost connection is retried with backoff;
 * meanwhile isLive() is false, and on reconnecting the bus emits `resync`. A connection can
 * also die without a word (a NAT or a failover dropping it): every few seconds the bus sends
 * itself a ping through the pool, and one that does not come back counts as a lost connection.
 */
export async function createPgChangeBus(options: { databaseUrl: string; knex: Knex; logger: Logger }): Promise<ChangeBus> {
  const listeners = new Listeners(options.knex, options.logger);
  const channel = await channelOf(options.knex);
  let client: pg.Client | null = null;
  let loseCurrent: ((error?: Error) => void) | null = null;
  let closed = false;
  // Changes made before the first successful LISTEN were read at start-up; after that, a
  // reconnect means some may have been missed.
  let starting = true;
  let retryMs = RETRY_MIN_MS;

  const scheduleReconnect = () => {
    if (closed) return;
    client = null;
    setTimeout(() => void connect(), retryMs).unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: options.databaseUrl, keepAlive: true });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (client === next) client = null;
      if (closed) return;
      options.logger.warn({ err: error }, 'change bus connection lost; reconnecting');
      next.end().catch(() => undefined);
      scheduleReconnect();
    };
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) listeners.receive(message.payload);
    });
    next.on('error', onLost);
    next.on('end', () => onLost());
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      onLost(error instanceof Error ? error : undefined);
      return;
    }
    if (closed) {
      lost = true;
      await next.end();
      return;
    }
    client = next;
    loseCurrent = onLost;
    retryMs = RETRY_MIN_MS;
    if (!starting) listeners.emit({ topic: 'resync' });
  };
  await connect();
  starting = false;

  const ping = setInterval(() => {
    const lose = loseCurrent;
    if (!client || !lose) return;
    listeners.sync(PING_TIMEOUT_MS).catch((error: unknown) => {
      // A pool that can't reach the database fails the ping too; reconnecting is right then as well.
      if (client) lose(error instanceof Error ? error : new Error(String(error)));
    });
  }, PING_EVERY_MS);
  ping.unref();

  return {
    subscribe: (listener) => listeners.subscribe(listener),
    isLive: () => client !== null,
    sync: () => listeners.sync(),
    deliver: (change) => listeners.emit(change),
    async close() {
      closed = true;
      clearInterval(ping);
      listeners.close();
      const current = client;
      client = null;
      await current?.end();
    },
  };
}
