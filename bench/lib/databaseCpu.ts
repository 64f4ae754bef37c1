import { readFileSync } from 'node:fs';
import type pg from 'pg';

/** Linux counts a process's CPU in clock ticks of 10 ms (USER_HZ, 100 on every Linux the bench runs on). */
export const MS_PER_TICK = 10;

/**
 * Runs `work` and reports the CPU the PostgreSQL backends serving the pool's database spent
 * meanwhile (Linux's /proc: the database on this machine, as the bench's is), so a figure can
 * show what the database did beside what the server did. Backends of other databases (other
 * benches on a shared server) are not counted; PostgreSQL's own background processes are not
 * either. Null where /proc cannot be read (another machine, another system).
 */
export async function withDatabaseCpu<T>(pool: pg.Pool, work: () => Promise<T>): Promise<{ value: T; cpuMs: number | null }> {
  const before = await backendTicks(pool);
  const value = await work();
  const after = await backendTicks(pool);
  if (!before || !after) return { value, cpuMs: null };
  let ticks = 0;
  // A backend that started meanwhile counts from zero; one that ended took its ticks with it.
  for (const [pid, now] of after) ticks += now - (before.get(pid) ?? 0);
  return { value, cpuMs: ticks * MS_PER_TICK };
}

/** Each backend of the pool's database (the pool's own query aside), by pid: its user and system ticks so far. */
async function backendTicks(pool: pg.Pool): Promise<Map<number, number> | null> {
  const { rows } = await pool.query<{ pid: number }>(
    "select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()",
  );
  if (processTicks('self') === null) return null;
  const ticks = new Map<number, number>();
  for (const { pid } of rows) {
    // A backend may end between the list and the read.
    const used = processTicks(pid);
    if (used !== null) ticks.set(pid, used);
  }
  return ticks;
}

/** utime + stime from /proc/PID/stat (fields 14 and 15; the name in parentheses may hold spaces). */
function processTicks(pid: number | 'self'): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}
