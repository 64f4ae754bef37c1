import type { Knex } from 'knex';
import { Counter, Gauge, Registry, collectDefaultMetrics, type Metric } from 'prom-client';
import { RequestHistogram } from './requestHistogram';

/** What a scan came to: the ones recordScan answers, plus a refused request and a server failure. */
const SCAN_OUTCOMES = [
  'collected',
  'already_collected',
  'invalid_code',
  'rate_limited',
  'no_active_event',
  'position_required',
  'position_imprecise',
  'too_far',
  'code_expired',
  'screen_code',
  'bad_request',
  'unauthorized',
  'error',
] as const;

/** From half a millisecond (answers from memory) to ten seconds (a database in trouble). */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** What tarn's pool (knex.client.pool) tells; its `max` is declared protected but is public at run time. */
interface PoolFigures {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
  max: number;
}

/** What the figures are read from, at scrape time. */
export interface MetricSources {
  knex: Knex;
  streams: { readonly size: number };
}

/** One runtime's figures, in a registry of its own (tests run several runtimes in one process). */
export interface Metrics {
  readonly contentType: string;
  /** One of SCAN_OUTCOMES, or the error code of a refusal they do not name (a bounded set). */
  countScan(outcome: string): void;
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** A read answered from memory before the middleware chain (api/memoryReads.ts), by path. */
  countMemoryRead(route: string): void;
  /** A scan answered before the middleware chain (api/directScans.ts). */
  countDirectScan(): void;
  /** The Prometheus text exposition of this runtime's figures and the process's. */
  render(): Promise<string>;
}

let processRegistry: Registry | undefined;

/**
 * Event-loop delay, CPU, memory, garbage collection, handles: prom-client's default metrics,
 * which belong to the process. They are registered once per process (they start a delay
 * monitor and a GC observer that are never stopped), and every runtime's scrape includes them.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export function createMetrics(sources: MetricSources): Metrics {
  const own = new Registry();
  const registers = [own];

  const scans = new Counter({
    name: 'hunt_scans_total',
    help: 'Scans (POST /api/scan) by outcome.',
    labelNames: ['outcome'],
    registers,
  });
  // Every known outcome exists from the start, so rate() sees the first one of each.
  for (const outcome of SCAN_OUTCOMES) scans.inc({ outcome }, 0);
  const memoryReads = new Counter({
    name: 'hunt_memory_reads_total',
    help: 'Reads of the boards and the score answered from memory before the middleware chain, by route (they are in http_request_duration_seconds too).',
    labelNames: ['route'],
    registers,
  });
  const directScans = new Counter({
    name: 'hunt_direct_scans_total',
    help: 'Scans answered before the middleware chain, refusals of the per-student limit included (they are in http_request_duration_seconds too, and but for those refusals in hunt_scans_total).',
    registers,
  });

  const requests = new RequestHistogram(
    'http_request_duration_seconds',
    'Time until the response starts, by method, route template ("unmatched": an /api path no route took; "web": the client\'s pages and files) and status.',
    LATENCY_BUCKETS,
  );
  own.registerMetric(requests as unknown as Metric);

  new Gauge({
    name: 'hunt_leaderboard_streams_open',
    help: 'Live leaderboard streams (server-sent events) open on this instance.',
    registers,
    collect() {
      this.set(sources.streams.size);
    },
  });

  // Read on each scrape; a destroyed knex has no pool and reports zeros.
  const pool = () => sources.knex.client.pool as PoolFigures | undefined;
  new Gauge({
    name: 'hunt_db_pool_connections',
    help: 'Database connections in the pool, by state (embedded PGlite has one).',
    labelNames: ['state'],
    registers,
    collect() {
      const current = pool();
      this.set({ state: 'used' }, current?.numUsed() ?? 0);
      this.set({ state: 'free' }, current?.numFree() ?? 0);
    },
  });
  new Gauge({
    name: 'hunt_db_pool_pending_acquires',
    help: 'Queries waiting for a database connection from the pool.',
    registers,
    collect() {
      this.set(pool()?.numPendingAcquires() ?? 0);
    },
  });
  new Gauge({
    name: 'hunt_db_pool_max_connections',
    help: 'The most connections the pool opens (DB_POOL_MAX; 1 on embedded PGlite).',
    registers,
    collect() {
      this.set(pool()?.max ?? 0);
    },
  });

  // The same metric objects, listed together; merged once, so a scrape builds nothing new.
  const scraped = Registry.merge([own, processMetrics()]);

  return {
    contentType: scraped.contentType,
    countScan(outcome) {
      scans.inc({ outcome });
    },
    observeRequest(method, route, status, seconds) {
      requests.observe(method, route, status, seconds);
    },
    countMemoryRead(route) {
      memoryReads.inc({ route });
    },
    countDirectScan() {
      directScans.inc();
    },
    render: () => scraped.metrics(),
  };
}
