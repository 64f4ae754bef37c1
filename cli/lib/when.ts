import { UsageError } from './errors';

const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/**
 * A point in time from the command line: 'now', '+7d' / '+12h' / '+30m' from now, or a date the
 * JavaScript Date parser reads (2026-05-01T09:00 is local time, 2026-05-01T09:00Z is UTC). A
 * date alone (2026-05-01) is local midnight too: JavaScript would read it as UTC midnight,
 * the evening before for anyone west of Greenwich.
 */
export function parseWhen(value: string, flag: string, now: Date = new Date()): Date {
  const text = value.trim();
  if (text.toLowerCase() === 'now') return new Date(now);
  const relative = /^([+-]\d+(?:\.\d+)?)([mhd])$/i.exec(text);
  if (relative) {
    const unit = (relative[2] ?? 'd').toLowerCase() as keyof typeof UNIT_MS;
    return new Date(now.getTime() + Number(relative[1]) * UNIT_MS[unit]);
  }
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const date = dateOnly ? localMidnight(Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3])) : new Date(text);
  if (!date || Number.isNaN(date.getTime())) {
    throw new UsageError(`${flag} must be a date such as 2026-05-01T09:00, 'now' or '+7d' (got '${value}')`);
  }
  return date;
}

/** Midnight in the local time zone, or null for a day that does not exist (2026-02-30). */
function localMidnight(year: number, month: number, day: number): Date | null {
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}
