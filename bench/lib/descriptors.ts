/**
 * Open file descriptors and their limit, read from Linux's /proc: a stream costs each side one,
 * so before opening thousands the bench checks that both its own process and the server's fit.
 */
import { readdirSync, readFileSync } from 'node:fs';

export interface Descriptors {
  open: number;
  /** The soft limit ("Max open files"), the most the process may hold. */
  limit: number;
}

/** The descriptors of process `pid` (this one unless told); null where /proc does not say (not Linux). */
export function descriptorsOf(pid: number | 'self' = 'self'): Descriptors | null {
  try {
    const open = readdirSync(`/proc/${pid}/fd`).length;
    const line = readFileSync(`/proc/${pid}/limits`, 'utf8')
      .split('\n')
      .find((text) => text.startsWith('Max open files'));
    const limit = Number(line?.split(/\s{2,}/)[1]);
    return Number.isFinite(limit) ? { open, limit } : null;
  } catch {
    return null;
  }
}
