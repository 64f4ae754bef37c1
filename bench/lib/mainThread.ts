import { openSync, readSync } from 'node:fs';

/**
 * The schedstat file, opened once: the server's process reads it every millisecond, and an open
 * and a close each time cost the server under test a few per cent of its CPU.
 */
let schedstat: { fd: number; buffer: Buffer } | null | undefined;

/**
 * Linux's account of this process's main thread (/proc/self/task/PID/schedstat): nanoseconds
 * spent running on a CPU, and waiting on a run queue for one. Null elsewhere.
 */
export function mainThreadSchedule(): { runNs: number; waitNs: number } | null {
  try {
    schedstat ??= { fd: openSync(`/proc/self/task/${process.pid}/schedstat`, 'r'), buffer: Buffer.alloc(128) };
  } catch {
    schedstat = null;
  }
  if (!schedstat) return null;
  const length = readSync(schedstat.fd, schedstat.buffer, 0, schedstat.buffer.length, 0);
  const [run, wait] = schedstat.buffer.toString('latin1', 0, length).split(' ').map(Number);
  return run === undefined || wait === undefined ? null : { runNs: run, waitNs: wait };
}

/**
 * The longest stretch of CPU work the main thread did between two turns of a 1 ms timer: how
 * long one step kept the event loop from everything else, not counting the time the thread
 * sat waiting for a CPU (which the wall-clock event-loop delay includes, and which on a small
 * shared machine comes from whatever else is running).
 */
export class LongestStep {
  private last = mainThreadSchedule();
  private longestNs = 0;
  private waitAtReset = this.last?.waitNs ?? 0;
  private readonly timer: NodeJS.Timeout;

  constructor() {
    this.timer = setInterval(() => this.tick(), 1);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** Null where Linux's schedstat is not available. */
  read(): { longestStepMs: number; cpuWaitMs: number } | null {
    this.tick();
    if (!this.last) return null;
    return { longestStepMs: this.longestNs / 1e6, cpuWaitMs: (this.last.waitNs - this.waitAtReset) / 1e6 };
  }

  private tick(): void {
    const now = mainThreadSchedule();
    if (now && this.last) this.longestNs = Math.max(this.longestNs, now.runNs - this.last.runNs);
    this.last = now;
  }
}
