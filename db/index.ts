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
  /** PostgreSQL schema to use (tests give each file its own). */
  schema?: string;
  poolMax?: number;
}

export interface DbHandle {
  knex: Knex;
  kind: 'postgres' | 'pglite';
  config: DbConfig;
}

export function createDb(config: DbConfig): DbHandle {
  if (config.databaseUrl) {
    const knex = knexFactory({
      client: 'pg',
      connection: config.databaseUrl,
      searchPath: config.schema ? [config.schema, 'public'] : undefined,
      pool: { min: 0, max: config.poolMax ?? 10 },
      migrations: { migrationSource, schemaName: config.schema },
    });
    return { knex, kind: 'postgres', config };
  }
  const knex = knexFactory({
    client: ClientPgLite,
    dialect: 'postgres',
    connection: config.dataDir ? { filename: config.dataDir } : {},
    migrations: { migrationSource },
  });
  return { knex, kind: 'pglite', config };
}

export async function migrateLatest(db: DbHandle): Promise<void> {
  if (db.config.schema) await db.knex.raw('create schema if not exists ??', [db.config.schema]);
  await db.knex.migrate.latest();
}

export async function isDatabaseReachable(knex: Knex): Promise<boolean> {
  try {
    await knex.raw('select 1');
    return true;
  } catch {
    return false;
  }
}
