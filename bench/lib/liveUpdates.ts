/** Live-update measurements shared by the streams and scale-out sections. */
import { withServerCpu } from './cpu';
import { measureFanOut, type FanOut } from './fanout';
import type { Student } from './fixtures';
import { requestJson } from './http';
import type { LoopDelay, Memory } from './ipc';
import { check, expect, floorAtMost, type Figure } from './report';
import type { ServerInstance } from './server';
import { closeStreams, LEADERBOARD_EVENT, LEADERBOARD_STREAM, openStreams, type StreamClient, type StreamTarget } from './sse';
import { formatCount, formatMs, formatRatio } from './stats';

/** The floor of live updates in general: every stream within 1 s at p99 (two instances, the team board). */
export const FAN_OUT_P99_FLOOR_MS = 1000;
/** One instance's own stream floors (section 7): every stream within 500 ms at p99, at most 10 KB of server memory each. */
export const STREAMS_P99_FLOOR_MS = 500;
export const BYTES_PER_STREAM_FLOOR = 10 * 1024;
export const FAN_OUT_WAIT_MS = 30_000;

/**
 * The leaderboard stream of a server (or of the balancer in front of it) at `port`; `query`
 * picks another board's (`?board=teams`, `?division=ID`).
 */
export function leaderboardStream(port: number, publicUrl: string, query = ''): StreamTarget {
  return { host: '127.0.0.1', port, hostHeader: new URL(publicUrl).host, path: `${LEADERBOARD_STREAM}${query}` };
}

/** One stream per student; fails unless every one was accepted (200). */
export async function openStudentStreams(target: StreamTarget, students: readonly Student[]): Promise<StreamClient[]> {
  const clients = await openStreams(target, students.map((student) => student.cookie));
  const refused = clients.filter((client) => client.status !== 200);
  check(refused.length === 0, `${refused.length} stream(s) were refused, e.g. status ${refused[0]?.status}`);
  return clients;
}

/** A score change: a student holding 8 pieces scans the 9th and completes. Must answer 200. */
export function completingScan(origin: string, student: Student, code: string): () => Promise<void> {
  return async () => {
    const response = await requestJson(origin, 'POST', '/api/scan', { cookie: student.cookie, body: { code } });
    check(response.status === 200, `the completing scan by ${student.email} answered ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`);
  };
}

/** Every stream must get the event: anything less is a lost update, not a slow one. */
export function requireEveryone(fanOut: FanOut, where: string, event = LEADERBOARD_EVENT): string {
  if (!expect(fanOut.received === fanOut.total, `${where}: only ${fanOut.received} of ${fanOut.total} streams received "event: ${event}"`)) {
    return `!!! ${where}: only ${formatCount(fanOut.received)} of ${formatCount(fanOut.total)} streams received the event within ${FAN_OUT_WAIT_MS / 1000} s`;
  }
  const early = fanOut.early ? ` (${fanOut.early} before the scan's own response arrived, counted as 0 ms)` : '';
  return `${where}: all ${formatCount(fanOut.total)} streams received "event: ${event}"${early}`;
}

export interface PerStream {
  rss: number;
  heap: number;
}

export function bytesPerStream(before: Memory, after: Memory, streams: number): PerStream {
  return {
    rss: (after.rss - before.rss) / streams,
    heap: (after.heapUsed + after.external - before.heapUsed - before.external) / streams,
  };
}

/**
 * The bare Koa SSE server (bench/helloServer.ts) holding each number of streams in turn, told
 * to notify them all: what fan-out and an open stream cost on this machine with no application.
 * Times count from the /notify request, because it writes the events before it answers.
 * `eventBytes` pads each event to about that size, for a board that is sent whole.
 */
export async function referenceFanOut(
  reference: ServerInstance,
  levels: readonly number[],
  eventBytes = 0,
): Promise<{ fanOuts: FanOut[]; cpuMs: number[]; perStream: PerStream }> {
  const target: StreamTarget = { host: '127.0.0.1', port: reference.port, hostHeader: `127.0.0.1:${reference.port}`, path: '/stream' };
  const notify = async () => {
    const response = await requestJson(reference.origin, 'POST', eventBytes > 0 ? `/notify?bytes=${eventBytes}` : '/notify');
    check(response.status === 200, `the reference server's /notify answered ${response.status}`);
  };
  const clients: StreamClient[] = [];
  const fanOuts: FanOut[] = [];
  const cpuMs: number[] = [];
  try {
    const before = await reference.memory();
    let after = before;
    for (const level of levels) {
      clients.push(...(await openStreams(target, Array.from({ length: level - clients.length }, () => ''))));
      after = await reference.memory();
      const measured = await withServerCpu(reference, () => measureFanOut(clients, notify, FAN_OUT_WAIT_MS, 'request'));
      fanOuts.push(measured.value);
      cpuMs.push(measured.cpuMs);
    }
    return { fanOuts, cpuMs, perStream: bytesPerStream(before, after, clients.length) };
  } finally {
    closeStreams(clients);
  }
}

/** `referenceLabel` names the reference (a bare Koa SSE server's plain event unless told); `floorMs` is the p99's floor. */
export function fanOutFigures(
  label: string,
  measured: FanOut,
  reference: FanOut | undefined,
  referenceLabel = 'bare Koa SSE',
  floorMs = FAN_OUT_P99_FLOOR_MS,
): Figure[] {
  const compare = (pick: (fanOut: FanOut) => number) =>
    reference ? { reference: `${referenceLabel} ${formatMs(pick(reference))} (from its request)` } : {};
  return [
    { label: `${label} p50`, value: formatMs(measured.latency.p50), ...compare((fanOut) => fanOut.latency.p50) },
    {
      label: `${label} p99`,
      value: formatMs(measured.latency.p99),
      ...compare((fanOut) => fanOut.latency.p99),
      floor: floorAtMost(measured.latency.p99, floorMs, formatMs(floorMs)),
    },
    { label: `${label} max`, value: formatMs(measured.latency.max), ...compare((fanOut) => fanOut.latency.max) },
    { label: `${label} received`, value: `${formatCount(measured.received)} of ${formatCount(measured.total)}` },
  ];
}

export function memoryFigures(measured: PerStream, reference: PerStream): Figure[] {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return [
    {
      label: 'memory per stream, heapUsed+external',
      value: kb(measured.heap),
      reference: `bare Koa SSE ${kb(reference.heap)}`,
      ratio: formatRatio(measured.heap / Math.max(reference.heap, 1)),
      floor: floorAtMost(measured.heap, BYTES_PER_STREAM_FLOOR, kb(BYTES_PER_STREAM_FLOOR)),
    },
    { label: 'memory per stream, rss', value: kb(measured.rss), reference: `bare Koa SSE ${kb(reference.rss)}` },
  ];
}

/**
 * The most CPU the server's main thread spent between two turns of its event loop while the
 * change reached the streams: a broadcast that never yields holds every request meanwhile.
 */
export function longestStep(label: string, delay: LoopDelay): Figure {
  return {
    label,
    value: formatMs(delay.mainThread?.longestStepMs ?? delay.maxMs),
    reference: delay.mainThread ? 'main-thread CPU between two loop turns (section 6 holds it to 20 ms)' : 'event-loop delay max (wall clock; schedstat unavailable)',
  };
}

/** The server's CPU time for one change to reach `streams` streams, beside the bare Koa SSE server's for as many. */
export function fanOutCpuFigure(streams: number, cpuMs: number, referenceCpuMs: number | undefined): Figure {
  const each = (ms: number) => `${formatMs(ms)} (${((ms * 1000) / Math.max(streams, 1)).toFixed(1)} µs a stream)`;
  return {
    label: `${formatCount(streams)} streams: server CPU for the change`,
    value: each(cpuMs),
    ...(referenceCpuMs === undefined ? {} : { reference: `bare Koa SSE ${each(referenceCpuMs)}`, ratio: formatRatio(cpuMs / Math.max(referenceCpuMs, 0.001)) }),
  };
}
