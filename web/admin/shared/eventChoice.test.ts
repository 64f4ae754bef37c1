import { describe, expect, it } from 'vitest';
import type { EventDto } from '../../../core/admin';
import { chosenEventId, defaultEventId } from './eventChoice';

const event = (id: number, status: EventDto['status'], startDate: string, endDate: string) => ({ id, status, startDate, endDate });
const past = event(1, 'completed', '2026-01-01T09:00:00Z', '2026-01-02T09:00:00Z');
const lastPast = event(2, 'completed', '2026-02-01T09:00:00Z', '2026-02-02T09:00:00Z');
const later = event(3, 'scheduled', '2026-09-01T09:00:00Z', '2026-09-02T09:00:00Z');
const soon = event(4, 'scheduled', '2026-06-01T09:00:00Z', '2026-06-02T09:00:00Z');
const running = event(5, 'active', '2026-05-01T09:00:00Z', '2026-05-02T09:00:00Z');

describe('the event a teams or divisions section opens on', () => {
  it('is the running event, else the next to start, else the one that ended last', () => {
    expect(defaultEventId([past, later, running, soon])).toBe(5);
    expect(defaultEventId([past, later, soon, lastPast])).toBe(4);
    expect(defaultEventId([past, lastPast])).toBe(2);
    expect(defaultEventId([])).toBeNull();
  });

  it('is the one the address names while it exists', () => {
    expect(chosenEventId([past, running], '1')).toBe(1);
    expect(chosenEventId([past, running], '9')).toBe(5);
    expect(chosenEventId([past, running], null)).toBe(5);
    expect(chosenEventId([past, running], 'abc')).toBe(5);
  });
});
