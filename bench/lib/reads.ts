/** Figures of a read measured beside the Koa hello-world (the leaderboard and teams sections). */
import type { Throughput } from './load';
import { floorAtLeast, type Figure } from './report';
import { formatBytes, formatCount, formatMs, formatRatio, summarise } from './stats';

/** A warm board read, uncompressed, beside answering a constant. */
export const READ_RATIO_FLOOR = 0.3;
/** A warm board read as a browser asks for it (compressed), beside answering a constant. */
export const BROWSER_READ_RATIO_FLOOR = 0.8;
/** The same while scores change 200 times a second. */
export const BUSY_READ_RATIO_FLOOR = 0.6;
/** What Chromium sends: every board read by a browser asks for compression. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

export function latencies(measured: Throughput): string {
  const latency = summarise(measured.results.map((result) => result.latencyMs));
  return `${formatMs(latency.p50)} / ${formatMs(latency.p99)}`;
}

/** req/s (beside hello-world, with `floor` as a ratio when given), p50 / p99 and the response's bytes. */
export function readFigures(label: string, measured: Throughput, hello: Throughput, floor?: number): Figure[] {
  const ratio = measured.perSecond / hello.perSecond;
  const bytes = summarise(measured.results.map((result) => result.bytes)).p50;
  return [
    {
      label: `${label} req/s`,
      value: formatCount(measured.perSecond),
      reference: `hello-world ${formatCount(hello.perSecond)} req/s`,
      ratio: formatRatio(ratio),
      floor: floor === undefined ? undefined : floorAtLeast(ratio, floor, `${floor}x`),
    },
    { label: `${label} p50 / p99`, value: latencies(measured) },
    { label: `${label} response bytes`, value: formatBytes(bytes) },
  ];
}
