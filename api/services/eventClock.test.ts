import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventRow } from '../../db/rows';
import { EventClock } from './eventClock';

const NOW = new Date('2026-05-01T12:00:00.000Z').getTime();
const SECOND = 1000;

function eventRow(status: EventRow['status'], startMs: number, endMs: number): EventRow {
  return {
    id: 1,
    name: 'Hunt',
    description: null,
    start_date: new Date(NOW + startMs),
    end_date: new Date(NOW + endMs),
    status,
    leaderboard_visibility: 'live',
    location_policy: 'off',
    completed_at: null,
    created_at: new Date(NOW),
    screen_key: null,
    freeze_minutes: 0,
    mode: 'solo',
    team_size: 5,
    team_formation: 'students',
    late_joining: false,
    division_choice: 'students',
    language: 'en',
  };
}

/** The cache as the clock sees it: the events held now, and a way to announce a change. */
function fakeEvents(initial: EventRow[]) {
  let events = initial;
  const listeners = new Set<() => void>();
  return {
    all: () => events,
    onChange(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    change(next: EventRow[]) {
      events = next;
      for (const listener of listeners) listener();
    },
    listening: () => listeners.size,
  };
}

const silent = pino({ level: 'silent' });
let clock: EventClock | undefined;

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  clock?.close();
  clock = undefined;
  vi.useRealTimers();
});

describe('EventClock', () => {
  it('applies a scheduled start at its moment, not before', async () => {
    const apply = vi.fn(async () => true);
    clock = new EventClock(fakeEvents([eventRow('scheduled', 10 * SECOND, 3_600 * SECOND)]), apply, silent);
    await vi.advanceTimersByTimeAsync(10 * SECOND - 1);
    expect(apply).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('applies an active event\'s end at its moment, and one already due at once', async () => {
    const apply = vi.fn(async () => true);
    clock = new EventClock(fakeEvents([eventRow('active', -SECOND, 5 * SECOND)]), apply, silent);
    await vi.advanceTimersByTimeAsync(5 * SECOND);
    expect(apply).toHaveBeenCalledTimes(1);

    const overdue = vi.fn(async () => true);
    clock.close();
    clock = new EventClock(fakeEvents([eventRow('active', -10 * SECOND, -SECOND)]), overdue, silent);
    await vi.advanceTimersByTimeAsync(0);
    expect(overdue).toHaveBeenCalledTimes(1);
  });

  it('plans nothing with no transition to come', async () => {
    const apply = vi.fn(async () => true);
    clock = new EventClock(fakeEvents([eventRow('completed', -10 * SECOND, -SECOND)]), apply, silent);
    await vi.advanceTimersByTimeAsync(3_600 * SECOND);
    expect(apply).not.toHaveBeenCalled();
  });

  it('tries again a second later while applying changes nothing (another instance was first, or the change is not heard yet)', async () => {
    const apply = vi.fn(async () => false);
    clock = new EventClock(fakeEvents([eventRow('scheduled', SECOND, 3_600 * SECOND)]), apply, silent);
    await vi.advanceTimersByTimeAsync(SECOND);
    expect(apply).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(SECOND - 1);
    expect(apply).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(apply).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(SECOND);
    expect(apply).toHaveBeenCalledTimes(3);
  });

  it('tries again a second later when the database fails', async () => {
    const apply = vi.fn().mockRejectedValueOnce(new Error('connection lost')).mockResolvedValue(true);
    clock = new EventClock(fakeEvents([eventRow('scheduled', SECOND, 3_600 * SECOND)]), apply, silent);
    await vi.advanceTimersByTimeAsync(SECOND);
    expect(apply).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(SECOND);
    expect(apply).toHaveBeenCalledTimes(2);
    // Applied now: the next plan waits for the change to come back through the cache.
    await vi.advanceTimersByTimeAsync(10 * SECOND);
    expect(apply).toHaveBeenCalledTimes(2);
  });

  it('plans again after each change of the events it hears of', async () => {
    const events = fakeEvents([eventRow('scheduled', 60 * SECOND, 3_600 * SECOND)]);
    const apply = vi.fn(async () => true);
    clock = new EventClock(events, apply, silent);
    events.change([eventRow('scheduled', 5 * SECOND, 3_600 * SECOND)]);
    await vi.advanceTimersByTimeAsync(5 * SECOND);
    expect(apply).toHaveBeenCalledTimes(1);
    // The start came back as active: the next transition is its end.
    events.change([eventRow('active', 5 * SECOND, 20 * SECOND)]);
    await vi.advanceTimersByTimeAsync(15 * SECOND - 1);
    expect(apply).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(apply).toHaveBeenCalledTimes(2);
  });

  it('waits at most setTimeout\'s longest delay for a far transition, then plans again', async () => {
    const far = 30 * 24 * 3_600 * SECOND;
    const apply = vi.fn(async () => false);
    clock = new EventClock(fakeEvents([eventRow('scheduled', far, far + SECOND)]), apply, silent);
    await vi.advanceTimersByTimeAsync(2 ** 31 - 1);
    expect(apply).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(SECOND);
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('stops, and stops listening, when closed', async () => {
    const events = fakeEvents([eventRow('scheduled', SECOND, 3_600 * SECOND)]);
    const apply = vi.fn(async () => true);
    clock = new EventClock(events, apply, silent);
    expect(events.listening()).toBe(1);
    clock.close();
    expect(events.listening()).toBe(0);
    await vi.advanceTimersByTimeAsync(10 * SECOND);
    expect(apply).not.toHaveBeenCalled();
  });
});
