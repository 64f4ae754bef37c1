/** Percentiles and number formatting for the figures the bench prints. */

/** Nearest-rank percentile of an ascending array (0 for an empty one). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] ?? 0;
}

export interface LatencySummary {
  count: number;
  p50: number;
  p99: number;
  max: number;
  mean: number;
}

export function summarise(latenciesMs: readonly number[]): LatencySummary {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  const total = sorted.reduce((sum, value) => sum + value, 0);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
    mean: sorted.length ? total / sorted.length : 0,
  };
}

const integer = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

/** 12,345 */
export function formatCount(value: number): string {
  return integer.format(value);
}

/** 0.4 ms, 12.3 ms, 1,234 ms: three significant figures are plenty on a noisy machine. */
export function formatMs(value: number): string {
  if (value < 10) return `${value.toFixed(1)} ms`;
  return `${formatCount(value)} ms`;
}

export function formatRatio(value: number): string {
  return `${value.toFixed(value < 0.1 ? 3 : 2)}x`;
}

export function formatBytes(value: number): string {
  if (value < 1024) return `${formatCount(value)} B`;
  return `${(value / 1024).toFixed(1)} KB (${formatCount(value)} B)`;
}

export function formatRate(perSecond: number, unit: string): string {
  return `${formatCount(perSecond)} ${unit}`;
}
