import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import { send, type CallResult, type HttpCall } from './load';

/** A background load running at a steady rate until stopped. */
export interface PacedLoad {
  /** Stops sending, waits for the answers in flight, and gives every result in order. */
  stop(): Promise<{ results: CallResult[]; elapsedMs: number }>;
}

/**
 * Sends `calls` one after another at `perSecond`, on a few keep-alive connections, whether or not
 * earlier ones were answered (open loop: the rate does not bend to the server's speed), until
 * stopped or out of calls. The other load of a section (reads measured meanwhile) sets the pace
 * of nothing here.
 */
export function startPaced(origin: string, calls: readonly HttpCall[], perSecond: number): PacedLoad {
  const pool = new Pool(origin, { connections: 8, pipelining: 1, keepAliveTimeout: 60_000 });
  const pending: Promise<CallResult>[] = [];
  const started = performance.now();
  let stopped = false;
  const tick = () => {
    const due = Math.min(calls.length, Math.floor(((performance.now() - started) / 1000) * perSecond) + 1);
    while (!stopped && pending.length < due) {
      const call = calls[pending.length];
      if (!call) break;
      pending.push(send(pool, call));
    }
  };
  const timer = setInterval(tick, 2);
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      const elapsedMs = performance.now() - started;
      const results = await Promise.all(pending);
      await pool.close();
      return { results, elapsedMs };
    },
  };
}

/** startPaced for `durationMs`, then stopped: every result, and how long it ran. */
export async function runPaced(origin: string, calls: readonly HttpCall[], perSecond: number, durationMs: number): Promise<{ results: CallResult[]; elapsedMs: number }> {
  const load = startPaced(origin, calls, perSecond);
  await new Promise((resolve) => setTimeout(resolve, durationMs));
  return load.stop();
}
