/** Figures of a read measured beside the Koa hello-world (the leaderboard and teams sections). */
import type { Throughput } from './load';
import { floorAtLeast, type Figure } from './report';
import { formatBytes, formatCount, formatMs, formatRatio, summarise } from './stats';

/** A warm board read should cost little more than answering a constant. */
export const READ_RATIO_FLOOR = 0.3;

export function latencies(measured: Throughput): string {
  const latency = summarise(measured.results.map((result) => result.latencyMs));
  return `${formatMs(latency.p50)} / ${formatMs(latency.p99)}`;
}

/** req/s (beside hello-world, with the floor when `withFloor`), p50 / p99 and the response's bytes. */
export function readFigures(label: string, measured: Throughput, hello: Throughput, withFloor: boolean): Figure[] {
  const ratio = measured.perSecond / hello.perSecond;
  const bytes = summarise(measured.results.map((result) => result.bytes)).p50;
  return [
    {
      label: `${label} req/s`,
      value: formatCount(measured.perSecond),
      reference: `hello-world ${formatCount(hello.perSecond)} req/s`,
      ratio: formatRatio(ratio),
      floor: withFloor ? floorAtLeast(ratio, READ_RATIO_FLOOR, `${READ_RATIO_FLOOR}x`) : undefined,
    },
    { label: `${label} p50 / p99`, value: latencies(measured) },
    { label: `${label} response bytes`, value: formatBytes(bytes) },
  ];
}
