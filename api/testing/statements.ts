import type { TestServer } from './harness';

/** The SQL statements the server sends while `run` runs (with the activity it gathered written). */
export async function statementsDuring(server: TestServer, run: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const record = (query: { sql: string }) => seen.push(query.sql);
  server.runtime.deps.db.on('query', record);
  try {
    await run();
    await server.runtime.deps.activity.flush();
  } finally {
    server.runtime.deps.db.off('query', record);
  }
  return seen;
}
