import { performance } from 'node:perf_hooks';
import { Pool, type Dispatcher } from 'undici';

/** One HTTP request as the load drivers send it. */
export interface HttpCall {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** What every section asks of the hello-world reference (bench/helloServer.ts). */
export const HELLO_WORLD_CALL: Readonly<HttpCall> = { method: 'GET', path: '/', headers: {} };

export interface CallResult {
  /** 0 when the request failed without a response (refused, reset, timed out). */
  status: number;
  latencyMs: number;
  /** Body bytes as they came over the wire (compressed when the server compressed). */
  bytes: number;
  /** The value of ClosedLoopOptions.recordHeader in the response, if asked for. */
  header?: string;
  error?: string;
}

export interface LoadResult {
  /** Index-aligned with the calls that were issued: calls 0 … results.length - 1 were sent, no others. */
  results: CallResult[];
  elapsedMs: number;
}

export interface ClosedLoopOptions {
  origin: string;
  connections: number;
  /** The call to send as number `index`, or undefined when there are no more. */
  call: (index: number) => HttpCall | undefined;
  /** Stop issuing new calls after this long (calls in flight still complete). */
  durationMs?: number;
  recordHeader?: string;
}

const TIMEOUTS = { headersTimeout: 60_000, bodyTimeout: 60_000 };

/** Sends one call and reads its whole answer; a failure without an answer is status 0, never thrown. */
export async function send(dispatcher: Dispatcher, call: HttpCall, recordHeader?: string): Promise<CallResult> {
  const started = performance.now();
  try {
    const response = await dispatcher.request({ method: call.method, path: call.path, headers: call.headers, body: call.body, ...TIMEOUTS });
    const body = await response.body.arrayBuffer();
    const header = recordHeader ? response.headers[recordHeader] : undefined;
    return {
      status: response.statusCode,
      latencyMs: performance.now() - started,
      bytes: body.byteLength,
      header: Array.isArray(header) ? header.join(', ') : header,
    };
  } catch (error) {
    return { status: 0, latencyMs: performance.now() - started, bytes: 0, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Closed loop: `connections` keep-alive connections, each sending its next call as soon as the
 * previous answer arrived, the way a fixed number of busy clients behave. Calls are taken in
 * index order, so whatever ordering the caller builds (e.g. code-major scans) is kept.
 */
export async function runClosedLoop(options: ClosedLoopOptions): Promise<LoadResult> {
  const pool = new Pool(options.origin, { connections: options.connections, pipelining: 1, keepAliveTimeout: 60_000, ...TIMEOUTS });
  const results: CallResult[] = [];
  const started = performance.now();
  const deadline = options.durationMs === undefined ? Infinity : started + options.durationMs;
  let next = 0;
  const worker = async () => {
    while (performance.now() < deadline) {
      const index = next++;
      const call = options.call(index);
      if (!call) return;
      results[index] = await send(pool, call, options.recordHeader);
    }
  };
  try {
    await Promise.all(Array.from({ length: options.connections }, worker));
    return { results, elapsedMs: performance.now() - started };
  } finally {
    await pool.close();
  }
}

/** Answers per second over the whole run (from the first request sent to the last answer). */
export function perSecond(load: LoadResult): number {
  return load.elapsedMs > 0 ? (load.results.length / load.elapsedMs) * 1000 : 0;
}

/** Requests that got anything but `expected`, summarised as "status 500 ×3, no answer ×1 (ECONNRESET)". */
export function unexpectedStatuses(results: readonly CallResult[], expected = 200): string {
  const counts = new Map<string, number>();
  for (const result of results) {
    if (result.status === expected) continue;
    const key = result.status === 0 ? `no answer (${result.error ?? 'unknown error'})` : `status ${result.status}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, count]) => `${key} ×${count}`).join(', ');
}

export interface Throughput {
  perSecond: number;
  /** The measured requests. */
  results: CallResult[];
  /** Every request sent, the warm-up's included (for per-request costs measured around the whole call). */
  sent: number;
}

/**
 * The same request over and over from `connections` keep-alive connections: a short warm-up
 * (JIT, caches, pools), then `durationMs` measured.
 */
export async function measureThroughput(
  origin: string,
  call: HttpCall,
  options: { connections: number; warmUpMs: number; durationMs: number; recordHeader?: string },
): Promise<Throughput> {
  const warmUp = await runClosedLoop({ origin, connections: options.connections, durationMs: options.warmUpMs, call: () => call });
  const load = await runClosedLoop({
    origin,
    connections: options.connections,
    durationMs: options.durationMs,
    call: () => call,
    recordHeader: options.recordHeader,
  });
  return { perSecond: perSecond(load), results: load.results, sent: warmUp.results.length + load.results.length };
}
