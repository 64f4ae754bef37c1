import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * How long a write to every open stream may hold the event loop before it lets other work run.
 * A write to a socket costs 10-30 µs (most of it the system call), so 10,000 streams are about
 * 300 ms of work: in slices of this size, a scan or a read that arrives meanwhile waits at most
 * this long.
 */
export const SLICE_MS = 5;

/**
 * Splits a long loop into turns of the event loop of at most SLICE_MS each: call `due()` after
 * each step and, when it says so, await `next()`.
 */
export class TimeSlices {
  private started = performance.now();

  due(): boolean {
    return performance.now() - this.started >= SLICE_MS;
  }

  async next(): Promise<void> {
    await nextTurn();
    this.started = performance.now();
  }
}

/** Calls `visit` on each item (a snapshot of them, taken now), in slices of at most SLICE_MS. */
export async function forEachInSlices<T>(items: Iterable<T>, visit: (item: T) => void): Promise<void> {
  const slices = new TimeSlices();
  for (const item of Array.from(items)) {
    visit(item);
    if (slices.due()) await slices.next();
  }
}

/**
 * Passes over a set of streams that must reach each stream in the order they were asked for (the
 * hunt's state, then a newer one): each pass, in slices, starts once the one before it ended, and
 * takes its snapshot of the streams only then.
 */
export class SlicedPasses {
  private last: Promise<void> = Promise.resolve();

  run<T>(items: Iterable<T>, visit: (item: T) => void): Promise<void> {
    const pass = this.last.then(() => forEachInSlices(items, visit));
    this.last = pass.catch(() => undefined);
    return pass;
  }
}
