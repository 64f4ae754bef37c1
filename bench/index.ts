/**
 * `npm run bench`: prints speed figures for the hot paths. Not a test: nothing here passes or
 * fails; it measures on this machine (PGlite in memory, or PostgreSQL with BENCH_DATABASE_URL).
 */
import { performance } from 'node:perf_hooks';
import { TestClient } from '../api/testing/client';
import { makeEvent, makePieces } from '../api/testing/factories';
import { startTestServer } from '../api/testing/harness';

const PARTICIPANTS = Number(process.env.BENCH_PARTICIPANTS ?? 20_000);
const SCANNERS = Number(process.env.BENCH_SCANNERS ?? 100);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function timeRequests(count: number, run: () => Promise<unknown>): Promise<string> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return `p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms (${count} requests)`;
}

async function main(): Promise<void> {
  if (process.env.BENCH_DATABASE_URL) {
    process.env.HUNT_TEST_DB = 'postgres';
    process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
  }
  const server = await startTestServer();
  const { db, leaderboard } = server.runtime.deps;
  try {
    const codes = Array.from({ length: 9 }, (_, i) => `BENCH${i}`);
    await makePieces(db, codes);
    await makeEvent(db);

    let start = performance.now();
    await db.raw(
      `insert into users (email, first_name, last_name, total_points, completed_at)
       select 'p' || g || '@campus.edu', 'First' || g, 'Last' || g, (g * 7919) % 500, now() - (g || ' seconds')::interval
       from generate_series(1, ?) as g`,
      [PARTICIPANTS],
    );
    console.log(`seeded ${PARTICIPANTS} completed participants in ${(performance.now() - start).toFixed(0)} ms`);

    start = performance.now();
    await leaderboard.get();
    console.log(`leaderboard snapshot rebuild: ${(performance.now() - start).toFixed(1)} ms for ${PARTICIPANTS} ranked`);

    const viewer = new TestClient(server.url);
    await viewer.signIn('p1@campus.edu');
    console.log(`GET /api/leaderboard (warm snapshot): ${await timeRequests(300, () => viewer.get('/api/leaderboard').then((r) => r.arrayBuffer()))}`);
    console.log(`GET /api/user/score (warm snapshot): ${await timeRequests(300, () => viewer.get('/api/user/score').then((r) => r.arrayBuffer()))}`);

    const scanners = await Promise.all(
      Array.from({ length: SCANNERS }, async (_, i) => {
        const client = new TestClient(server.url);
        await client.signIn(`scanner${i}@campus.edu`);
        return client;
      }),
    );
    start = performance.now();
    const statuses = await Promise.all(scanners.map((client) => client.post('/api/scan', { code: codes[0] }).then((r) => r.status)));
    const elapsed = performance.now() - start;
    const ok = statuses.filter((status) => status === 200).length;
    console.log(`${SCANNERS} students scanning one code at once: ${ok} collected in ${elapsed.toFixed(0)} ms (${((SCANNERS / elapsed) * 1000).toFixed(0)} scans/s)`);
  } finally {
    await server.stop();
  }
}

await main();
