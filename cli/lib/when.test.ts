import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('a date without a time', () => {
  // West of Greenwich, where UTC midnight is still the evening before.
  const saved = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/New_York';
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  });

  it('is local midnight, as a date with a time is local', () => {
    expect(parseWhen('2026-05-01', '--start', now).toISOString()).toBe('2026-05-01T04:00:00.000Z');
    expect(parseWhen('2026-05-01T09:00', '--start', now).toISOString()).toBe('2026-05-01T13:00:00.000Z');
    expect(parseWhen('2026-12-01', '--end', now).toISOString()).toBe('2026-12-01T05:00:00.000Z');
  });

  it('must be a day that exists', () => {
    expect(() => parseWhen('2026-02-30', '--end', now)).toThrow(UsageError);
    expect(() => parseWhen('2026-13-01', '--end', now)).toThrow(UsageError);
  });
});
