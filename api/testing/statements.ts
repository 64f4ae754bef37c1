import type { TestServer } from './harness';

interface QueryEvent {
  sql: string;
  bindings?: readonly unknown[];
}

/** The change bus's self-ping (every 10 s, through the same pool) belongs to no request. */
function isBusPing(query: QueryEvent): boolean {
  const first = query.bindings?.[0];
  return query.sql.includes('hunt_notify') && typeof first === 'string' && first.startsWith('ping:');
}

/** The reconciliation's look (every few seconds, leaderboard/reconciliation.ts) belongs to no request either. */
export function isReconciliation(query: QueryEvent): boolean {
  return query.sql.includes('pg_current_snapshot()');
}

/**
 * The SQL statements the server sends while `run` runs (with the activity it gathered written),
 * less the change bus's own pings and the reconciliation's looks, which may fall into any window.
 */
export async function statementsDuring(server: TestServer, run: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const record = (query: QueryEvent) => {
    if (!isBusPing(query) && !isReconciliation(query)) seen.push(query.sql);
  };
  server.runtime.deps.db.on('query', record);
  try {
    await run();
    await server.runtime.deps.activity.flush();
  } finally {
    server.runtime.deps.db.off('query', record);
  }
  return seen;
}
