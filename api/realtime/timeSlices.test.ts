import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { SLICE_MS, SlicedPasses } from './timeSlices';

/** Keeps the thread busy for `ms`, as a few hundred socket writes would. */
function work(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy
  }
}

describe('sliced passes over the streams', () => {
  it('lets other work run between two slices of a long pass', async () => {
    const passes = new SlicedPasses();
    const order: string[] = [];
    const pass = passes.run([1, 2, 3], (item) => {
      work(SLICE_MS);
      order.push(`item ${item}`);
    });
    setImmediate(() => order.push('other work'));
    await pass;
    expect(order[0]).toBe('item 1');
    expect(order).toContain('other work');
    expect(order.indexOf('other work')).toBeLessThan(order.indexOf('item 3'));
  });

  it('runs passes one after another, each over the items as they are when it starts', async () => {
    const passes = new SlicedPasses();
    const streams = new Set(['a', 'b']);
    const seen: string[] = [];
    const first = passes.run(streams, (stream) => {
      work(SLICE_MS);
      seen.push(`first:${stream}`);
      // Opened while the first pass runs: the second pass, which starts after it, reaches it.
      streams.add('c');
    });
    const second = passes.run(streams, (stream) => seen.push(`second:${stream}`));
    await Promise.all([first, second]);
    expect(seen).toEqual(['first:a', 'first:b', 'second:a', 'second:b', 'second:c']);
  });
});
