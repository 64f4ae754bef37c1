import type { Knex } from 'knex';

interface PgConnection {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}
interface PgliteConnection {
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
  waitReady: Promise<void>;
}
interface ConnectionPool {
  acquireConnection(): Promise<PgConnection | PgliteConnection>;
  releaseConnection(connection: unknown): Promise<void>;
  emit(event: 'query', query: { sql: string; bindings: unknown[] }): void;
}

/**
 * Runs one statement on a connection from knex's own pool as a named prepared statement: the
 * database parses and plans it once per connection, and no query builder runs. For the few
 * statements on the hot paths (a scan, a session lookup, the last-seen batch, the rows of the
 * other instances' changes); everything else goes through knex. (PGlite has no named
 * statements; it runs the text as it is.)
 */
export async function runPrepared<Row>(knex: Knex, name: string, text: string, values: unknown[]): Promise<Row[]> {
  const pool = knex.client as ConnectionPool;
  // Announced like knex's own queries, so whoever counts them (tests, a debugger) sees this one too.
  pool.emit('query', { sql: text, bindings: values });
  const connection = await pool.acquireConnection();
  try {
    const result = 'waitReady' in connection ? await connection.query(text, values) : await connection.query({ name, text, values });
    return result.rows as Row[];
  } finally {
    await pool.releaseConnection(connection);
  }
}
