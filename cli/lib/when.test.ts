import { describe, expect, it } from 'vitest';
import { UsageError } from './errors';
import { parseWhen } from './when';

const now = new Date('2026-05-01T09:00:00Z');

describe('parseWhen', () => {
  it("reads 'now', relative offsets and dates", () => {
    expect(parseWhen('now', '--start', now)).toEqual(now);
    expect(parseWhen('+7d', '--end', now).toISOString()).toBe('2026-05-08T09:00:00.000Z');
    expect(parseWhen('+12h', '--end', now).toISOString()).toBe('2026-05-01T21:00:00.000Z');
    expect(parseWhen('-30m', '--start', now).toISOString()).toBe('2026-05-01T08:30:00.000Z');
    expect(parseWhen('2026-06-01T10:00:00Z', '--start', now).toISOString()).toBe('2026-06-01T10:00:00.000Z');
  });

  it('refuses anything else as a usage error naming the flag', () => {
    expect(() => parseWhen('tomorrow', '--start', now)).toThrow(new UsageError("--start must be a date such as 2026-05-01T09:00, 'now' or '+7d' (got 'tomorrow')"));
  });
});
