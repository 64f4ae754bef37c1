import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Knex } from 'knex';
import type { Logger } from 'pino';

export type ChangeTopic = 'leaderboard';
type Listener = (topic: ChangeTopic) => void;

/** Tells every API instance that something changed, after the change has committed. */
export interface ChangeBus {
  publish(topic: ChangeTopic): Promise<void>;
  subscribe(listener: Listener): () => void;
  close(): Promise<void>;
}

/** Embedded PGlite is one process with one connection: changes are fanned out in-process. */
export function createLocalChangeBus(): ChangeBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(topic) {
      emitter.emit('change', topic);
    },
    subscribe(listener) {
      emitter.on('change', listener);
      return () => emitter.off('change', listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * PostgreSQL LISTEN/NOTIFY on one dedicated connection, so several instances behind a load
 * balancer stay in step without further infrastructure. Reconnects after a lost connection.
 */
export async function createPgChangeBus(options: {
  databaseUrl: string;
  knex: Knex;
  channel: string;
  logger: Logger;
}): Promise<ChangeBus> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let client: pg.Client | null = null;
  let closed = false;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: options.databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === options.channel) emitter.emit('change', (message.payload ?? 'leaderboard') as ChangeTopic);
    });
    next.on('error', (error) => {
      options.logger.warn({ err: error }, 'change bus connection lost; reconnecting');
      next.end().catch(() => undefined);
      if (!closed) setTimeout(() => void connect().catch(() => undefined), 1000).unref();
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(options.channel)}`);
    client = next;
    // Anything may have changed while we were not listening.
    emitter.emit('change', 'leaderboard');
  };
  await connect();

  return {
    async publish(topic) {
      await options.knex.raw('select pg_notify(?, ?)', [options.channel, topic]);
    },
    subscribe(listener) {
      emitter.on('change', listener);
      return () => emitter.off('change', listener);
    },
    async close() {
      closed = true;
      emitter.removeAllListeners();
      await client?.end();
    },
  };
}
