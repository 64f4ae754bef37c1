import { UsageError } from './errors';

const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/**
 * A point in time from the command line: 'now', '+7d' / '+12h' / '+30m' from now, or a date the
 * JavaScript Date parser reads (2026-05-01T09:00 is local time, 2026-05-01T09:00Z is UTC).
 */
export function parseWhen(value: string, flag: string, now: Date = new Date()): Date {
  const text = value.trim();
  if (text.toLowerCase() === 'now') return new Date(now);
  const relative = /^([+-]\d+(?:\.\d+)?)([mhd])$/i.exec(text);
  if (relative) {
    const unit = (relative[2] ?? 'd').toLowerCase() as keyof typeof UNIT_MS;
    return new Date(now.getTime() + Number(relative[1]) * UNIT_MS[unit]);
  }
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) {
    throw new UsageError(`${flag} must be a date such as 2026-05-01T09:00, 'now' or '+7d' (got '${value}')`);
  }
  return date;
}
