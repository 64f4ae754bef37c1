import { readFileSync } from 'node:fs';
import { MS_PER_TICK } from './databaseCpu';

export interface MachineCpu {
  /** CPU time every process and the kernel spent meanwhile, on all cores together. */
  busyMs: number;
  /** Wall time of the work. */
  elapsedMs: number;
  /** The cores the machine's scheduler had (the `cpuN` lines of /proc/stat). */
  cores: number;
}

/**
 * Runs `work` and reports what the whole machine spent meanwhile (Linux's /proc/stat: user,
 * nice, system, interrupts and steal; idle and I/O wait are not work), so a figure can say whether
 * its work fitted in the machine's cores at all. Null where /proc/stat cannot be read.
 */
export async function withMachineCpu<T>(work: () => Promise<T>): Promise<{ value: T; cpu: MachineCpu | null }> {
  const before = machineTicks();
  const started = performance.now();
  const value = await work();
  const elapsedMs = performance.now() - started;
  const after = machineTicks();
  if (!before || !after) return { value, cpu: null };
  return { value, cpu: { busyMs: (after.busy - before.busy) * MS_PER_TICK, elapsedMs, cores: after.cores } };
}

function machineTicks(): { busy: number; cores: number } | null {
  try {
    const lines = readFileSync('/proc/stat', 'utf8').split('\n');
    // cpu  user nice system idle iowait irq softirq steal guest guest_nice (guest time is already in user)
    const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = (lines[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
    const cores = lines.filter((line) => /^cpu\d+ /.test(line)).length;
    return { busy: user + nice + system + irq + softirq + steal, cores };
  } catch {
    return null;
  }
}

/** How long waitForQuietMachine waited, and how busy the machine was over its last look. */
export interface Settling {
  waitedMs: number;
  /** The share of all cores busy over the last `lookMs` (0 to 1); null without /proc/stat. */
  busy: number | null;
}

/**
 * Waits until the whole machine is less than `below` busy over `lookMs` (or `atMostMs` has
 * passed), so a measurement of CPU time is not taken in the wake of the work before it: the
 * database checkpointing what an earlier section wrote, a dropped database's files, a child
 * still exiting.
 */
export async function waitForQuietMachine(below = 0.15, lookMs = 1000, atMostMs = 60_000): Promise<Settling> {
  const started = performance.now();
  for (;;) {
    const before = machineTicks();
    await new Promise((resolve) => setTimeout(resolve, lookMs));
    const after = machineTicks();
    const waitedMs = performance.now() - started;
    if (!before || !after) return { waitedMs, busy: null };
    const busy = ((after.busy - before.busy) * MS_PER_TICK) / (after.cores * lookMs);
    if (busy < below || waitedMs >= atMostMs) return { waitedMs, busy };
  }
}
