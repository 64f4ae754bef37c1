import { describe, expect, it } from 'vitest';
import { nextTransitionAt, type TimedEvent } from './eventTransitions';

const NOW = new Date('2026-05-01T12:00:00.000Z').getTime();
const hours = (n: number) => new Date(NOW + n * 3_600_000);
const event = (status: TimedEvent['status'], start: number, end: number): TimedEvent => ({ status, startDate: hours(start), endDate: hours(end) });

describe('nextTransitionAt', () => {
  it('is null with no events, and with only completed ones', () => {
    expect(nextTransitionAt([], NOW)).toBeNull();
    expect(nextTransitionAt([event('completed', -5, -1)], NOW)).toBeNull();
  });

  it("is the active event's end, even when a scheduled one starts before it", () => {
    expect(nextTransitionAt([event('active', -1, 3), event('scheduled', 1, 5)], NOW)).toBe(hours(3).getTime());
  });

  it('is an active event past its end at once: its end, already gone', () => {
    expect(nextTransitionAt([event('active', -3, -1)], NOW)).toBe(hours(-1).getTime());
  });

  it('is the earliest start of the scheduled events while none is active', () => {
    expect(nextTransitionAt([event('scheduled', 24, 48), event('scheduled', 2, 5), event('completed', -5, -1)], NOW)).toBe(hours(2).getTime());
  });

  it('is a start already passed for a scheduled event within its window: due now', () => {
    expect(nextTransitionAt([event('scheduled', -1, 2)], NOW)).toBe(hours(-1).getTime());
  });

  it('leaves out a scheduled event whose end has passed: it will never start', () => {
    expect(nextTransitionAt([event('scheduled', -5, -1)], NOW)).toBeNull();
    expect(nextTransitionAt([event('scheduled', -5, 0)], NOW)).toBeNull();
    expect(nextTransitionAt([event('scheduled', -5, -1), event('scheduled', 3, 4)], NOW)).toBe(hours(3).getTime());
  });
});
