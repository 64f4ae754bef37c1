import pg from 'pg';
import { onCleanup } from './cleanup';
import { isProcessAlive } from '../../api/testing/processes';

/** Where the bench creates its databases; any database on the server will do for connecting. */
export const ADMIN_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const PREFIX = 'hunt_bench_';

export interface FreshDatabase {
  name: string;
  url: string;
  /** A small pool for fixtures and verification queries (never used while measuring, except to verify). */
  pool: pg.Pool;
  drop(): Promise<void>;
}

export function databaseUrl(name: string): string {
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

async function dropDatabase(name: string): Promise<void> {
  // WITH (FORCE) ends the connections a killed server may have left behind.
  await withAdmin((client) => client.query(`drop database if exists ${quoteIdent(name)} with (force)`));
}

/** A new, empty database named after this process, dropped at the end of the run whatever happens. */
export async function createFreshDatabase(label: string): Promise<FreshDatabase> {
  const name = `${PREFIX}${process.pid}_${label}`;
  await dropDatabase(name);
  await withAdmin((client) => client.query(`create database ${quoteIdent(name)}`));
  const url = databaseUrl(name);
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  // An idle connection the server ends (the database dropped after a section failed) must not
  // take the run down unheard: the section's own error is what the report needs to show.
  pool.on('error', (error) => console.error(`  [${name}] an idle connection ended: ${error.message}`));
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    forget();
    await pool.end().catch(() => undefined);
    await dropDatabase(name);
  };
  const forget = onCleanup(`drop database ${name}`, drop);
  return { name, url, pool, drop };
}

/**
 * Drops databases left by bench runs that were killed outright (SIGKILL leaves no chance to
 * clean up). Only those whose process is gone: another engineer's run may be in progress.
 */
export async function dropAbandonedDatabases(): Promise<string[]> {
  const { rows } = await withAdmin((client) =>
    client.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${PREFIX}%`]),
  );
  const abandoned = rows
    .map((row) => row.datname)
    .filter((name) => {
      const pid = Number(/^hunt_bench_(\d+)_/.exec(name)?.[1]);
      return Number.isInteger(pid) && pid !== process.pid && !isProcessAlive(pid);
    });
  for (const name of abandoned) await dropDatabase(name);
  return abandoned;
}

/** PG* variables for command-line tools (pgbench), taken from the admin URL. */
export function libpqEnvironment(): Record<string, string> {
  const url = new URL(ADMIN_DATABASE_URL);
  const env: Record<string, string> = { PGHOST: url.hostname, PGPORT: url.port || '5432' };
  if (url.username) env.PGUSER = decodeURIComponent(url.username);
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  return env;
}
