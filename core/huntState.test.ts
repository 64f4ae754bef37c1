import { describe, expect, it } from 'vitest';
import { huntIsOpen, huntStateAt, parseHuntState, type HuntEvent } from './huntState';

const NOW = new Date('2026-05-01T12:00:00.000Z');
const hours = (n: number) => new Date(NOW.getTime() + n * 3_600_000);
const event = (status: HuntEvent['status'], start: number, end: number, completedAt: number | null = null): HuntEvent => ({
  status,
  startDate: hours(start),
  endDate: hours(end),
  completedAt: completedAt === null ? null : hours(completedAt),
});

describe('huntStateAt', () => {
  it('is none with no event at all, and scanning is closed', () => {
    const state = huntStateAt([], NOW);
    expect(state).toEqual({ phase: 'none', startsAt: null, endedAt: null });
    expect(huntIsOpen(state)).toBe(false);
  });

  it('is before, with the start, while the next event is scheduled', () => {
    const state = huntStateAt([event('scheduled', 24, 48)], NOW);
    expect(state).toEqual({ phase: 'before', startsAt: hours(24).toISOString(), endedAt: null });
    expect(huntIsOpen(state)).toBe(false);
  });

  it('names the earliest of several coming events', () => {
    expect(huntStateAt([event('scheduled', 48, 72), event('scheduled', 2, 5)], NOW).startsAt).toBe(hours(2).toISOString());
  });

  it('is running while an active event is within its dates, scheduled ones waiting or not', () => {
    const state = huntStateAt([event('scheduled', 24, 48), event('active', -1, 3), event('completed', -50, -40, -45)], NOW);
    expect(state).toEqual({ phase: 'running', startsAt: hours(-1).toISOString(), endedAt: null });
    expect(huntIsOpen(state)).toBe(true);
  });

  it('is over once the event is completed, ended at its completion', () => {
    const state = huntStateAt([event('completed', -5, 3, -1)], NOW);
    expect(state).toEqual({ phase: 'over', startsAt: null, endedAt: hours(-1).toISOString() });
    expect(huntIsOpen(state)).toBe(false);
  });

  it('is over for an active event past its end, before its timer has marked it', () => {
    expect(huntStateAt([event('active', -5, -1)], NOW)).toEqual({ phase: 'over', startsAt: null, endedAt: hours(-1).toISOString() });
  });

  it('takes the latest end of several, and the end date of one completed without a time', () => {
    expect(huntStateAt([event('completed', -50, -40, -45), event('completed', -10, -2)], NOW).endedAt).toBe(hours(-2).toISOString());
  });

  it('prefers the coming event over the one that ended, keeping when that ended', () => {
    expect(huntStateAt([event('completed', -5, 3, -1), event('scheduled', 24, 48)], NOW)).toEqual({
      phase: 'before',
      startsAt: hours(24).toISOString(),
      endedAt: hours(-1).toISOString(),
    });
  });

  it('ignores a scheduled event whose end has passed (it can never start)', () => {
    expect(huntStateAt([event('scheduled', -10, -5)], NOW)).toEqual({ phase: 'none', startsAt: null, endedAt: null });
    expect(huntStateAt([event('scheduled', -10, -5), event('completed', -20, -15, -15)], NOW).phase).toBe('over');
  });

  it('is before for an active event whose start is still ahead', () => {
    expect(huntStateAt([event('active', 1, 5)], NOW)).toMatchObject({ phase: 'before', startsAt: hours(1).toISOString() });
  });

  it('gives answers that read back as they were sent', () => {
    const state = huntStateAt([event('completed', -5, 3, -1), event('scheduled', 1, 2)], NOW);
    expect(parseHuntState(JSON.parse(JSON.stringify(state)))).toEqual(state);
  });
});

describe('parseHuntState', () => {
  it('refuses what is not a hunt state', () => {
    for (const value of [null, 'over', {}, { phase: 'later', startsAt: null, endedAt: null }, { phase: 'over', startsAt: 'soon', endedAt: null }, { phase: 'over', startsAt: null }]) {
      expect(parseHuntState(value)).toBeNull();
    }
  });
});
