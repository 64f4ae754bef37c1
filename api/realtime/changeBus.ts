import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Knex } from 'knex';
import type { Logger } from 'pino';

export type ChangeTopic = 'leaderboard';
type Listener = (topic: ChangeTopic) => void;

/** Tells every API instance that something changed. */
export interface ChangeBus {
  /** Publishes through `via` (a transaction: delivered only if it commits) or the pool. */
  publish(topic: ChangeTopic, via?: Knex): Promise<void>;
  subscribe(listener: Listener): () => void;
  /** False while changes from other instances may be missed (the listener is reconnecting). */
  isLive(): boolean;
  close(): Promise<void>;
}

function emitterFor(): EventEmitter {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return emitter;
}

/**
 * Embedded PGlite is one process with one connection: changes are fanned out in-process.
 * Anything the listeners then read queues behind the publishing transaction on that single
 * connection, so they see the committed change.
 */
export function createLocalChangeBus(): ChangeBus {
  const emitter = emitterFor();
  return {
    async publish(topic) {
      emitter.emit('change', topic);
    },
    subscribe(listener) {
      emitter.on('change', listener);
      return () => emitter.off('change', listener);
    },
    isLive: () => true,
    async close() {
      emitter.removeAllListeners();
    },
  };
}

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 15_000;

/**
 * PostgreSQL LISTEN/NOTIFY on one dedicated connection, so several instances behind a load
 * balancer stay in step without further infrastructure. A lost connection is retried with
 * backoff until it is back; meanwhile isLive() is false.
 */
export async function createPgChangeBus(options: {
  databaseUrl: string;
  knex: Knex;
  channel: string;
  logger: Logger;
}): Promise<ChangeBus> {
  const emitter = emitterFor();
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = RETRY_MIN_MS;

  const scheduleReconnect = () => {
    if (closed) return;
    client = null;
    setTimeout(() => void connect(), retryMs).unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: options.databaseUrl });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      options.logger.warn({ err: error }, 'change bus connection lost; reconnecting');
      next.end().catch(() => undefined);
      scheduleReconnect();
    };
    next.on('notification', (message) => {
      if (message.channel === options.channel) emitter.emit('change', 'leaderboard');
    });
    next.on('error', onLost);
    next.on('end', () => onLost());
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(options.channel)}`);
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
    retryMs = RETRY_MIN_MS;
    // Anything may have changed while we were not listening.
    emitter.emit('change', 'leaderboard');
  };
  await connect();

  return {
    async publish(topic, via) {
      await (via ?? options.knex).raw('select pg_notify(?, ?)', [options.channel, topic]);
    },
    subscribe(listener) {
      emitter.on('change', listener);
      return () => emitter.off('change', listener);
    },
    isLive: () => client !== null,
    async close() {
      closed = true;
      emitter.removeAllListeners();
      const current = client;
      client = null;
      await current?.end();
    },
  };
}
