import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The local PostgreSQL with trust authentication, as CI starts it. */
const SERVER_URL = process.env.CONTAINER_TEST_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432';

async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: `${SERVER_URL}/postgres` });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface ThrowawayDatabase {
  name: string;
  /** As the container reaches it (host networking: the same address). */
  url: string;
  drop(): Promise<void>;
}

/** A new empty database, so the image's start-up migrates from nothing. */
export async function createThrowawayDatabase(): Promise<ThrowawayDatabase> {
  const name = `campus_hunt_container_${randomBytes(4).toString('hex')}`;
  await onServer((client) => client.query(`CREATE DATABASE ${name}`));
  return {
    name,
    url: `${SERVER_URL}/${name}`,
    // FORCE: a container that could not be stopped must not keep the database alive.
    drop: () => onServer((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

/** The names of the migrations recorded as run in the database. */
export async function appliedMigrations(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ name: string }>('SELECT name FROM knex_migrations ORDER BY id');
    return result.rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}
