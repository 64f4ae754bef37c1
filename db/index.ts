import { PGlite } from '@electric-sql/pglite';
import knexFactory, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import pg from 'pg';
import { migrationSource } from './migrations';

// pg returns bigint (count, sum) as strings; they fit a JS number for anything we count.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export type Db = Knex;

export interface DbConfig {
  /** postgres://… to use PostgreSQL; absent for embedded PGlite. */
  databaseUrl?: string;
  /** Folder for embedded PGlite's files; absent (with no databaseUrl) for an in-memory database. */
  dataDir?: string;
  /**
   * A data directory (PGlite's `dumpDataDir` tarball) an embedded database starts from instead of
   * an empty one: tests open an already migrated copy rather than build and migrate each.
   */
  pgliteSnapshot?: Blob;
  /** PostgreSQL schema to use (tests give each file its own). */
  schema?: string;
  poolMax?: number;
  /** Where knex's own messages go (e.g. its connection retry warnings); knex prints them to the console by default. */
  log?: Knex.Logger;
}

export type DbHandle =
  | { knex: Knex; kind: 'postgres'; config: DbConfig }
  /** `pglite` is the one embedded connection, for LISTEN (knex only runs queries). */
  | { knex: Knex; kind: 'pglite'; config: DbConfig; pglite: PGlite };

const DEFAULT_POOL_MAX = 10;

/** How many connections the database's pool opens at most: PGlite is one connection. */
export function poolSizeOf(config: DbConfig): number {
  return config.databaseUrl ? (config.poolMax ?? DEFAULT_POOL_MAX) : 1;
}

export function createDb(config: DbConfig): DbHandle {
  if (config.databaseUrl) {
    const knex = knexFactory({
      client: 'pg',
      connection: config.databaseUrl,
      searchPath: config.schema ? [config.schema, 'public'] : undefined,
      pool: { min: 0, max: poolSizeOf(config) },
      migrations: { migrationSource, schemaName: config.schema },
      log: config.log,
    });
    return { knex, kind: 'postgres', config };
  }
  const pglite = config.pgliteSnapshot ? new PGlite({ dataDir: config.dataDir, loadDataDir: config.pgliteSnapshot }) : new PGlite(config.dataDir);
  const knex = knexFactory({
    client: ClientPgLite,
    dialect: 'postgres',
    // knex-pglite takes the instance itself; knex's own types only know connection settings.
    connection: { pglite } as unknown as Knex.StaticConnectionConfig,
    migrations: { migrationSource },
    log: config.log,
  });
  return { knex, kind: 'pglite', config, pglite };
}

export async function migrateLatest(db: DbHandle): Promise<void> {
  if (db.config.schema) await db.knex.raw('create schema if not exists ??', [db.config.schema]);
  await db.knex.migrate.latest();
}

/** Does the database answer `select 1` within the time limit? */
export async function isDatabaseReachable(knex: Knex, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const query = knex.raw('select 1').then(() => true, () => false);
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
