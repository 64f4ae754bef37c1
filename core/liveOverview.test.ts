import { describe, expect, it } from 'vitest';
import { funnel, liveWindow, mergeFeed, minuteSeries } from './liveOverview';

const at = (time: string) => new Date(`2026-05-01T${time}Z`);

describe('the live overview', () => {
  it('shows the event from its start, at most its last hour, ending at its end once over', () => {
    expect(liveWindow({ start: at('09:00:30'), end: at('18:00:00') }, at('09:20:10'))).toEqual({ from: at('09:00:00'), to: at('09:20:10') });
    expect(liveWindow({ start: at('09:00:00'), end: at('18:00:00') }, at('12:00:00'))).toEqual({ from: at('11:00:00'), to: at('12:00:00') });
    expect(liveWindow({ start: at('09:00:00'), end: at('10:00:00') }, at('15:00:00'))).toEqual({ from: at('09:00:00'), to: at('10:00:00') });
    expect(liveWindow(null, at('12:00:30'))).toEqual({ from: at('11:00:00'), to: at('12:00:30') });
  });

  it('counts scans in every minute of the window, zero where there were none', () => {
    const series = minuteSeries([{ minute: at('09:01:00'), scans: 3 }, { minute: at('09:03:00'), scans: 1 }], { from: at('09:00:00'), to: at('09:03:40') });
    expect(series).toEqual([
      { minute: '2026-05-01T09:00:00.000Z', scans: 0 },
      { minute: '2026-05-01T09:01:00.000Z', scans: 3 },
      { minute: '2026-05-01T09:02:00.000Z', scans: 0 },
      { minute: '2026-05-01T09:03:00.000Z', scans: 1 },
    ]);
    expect(minuteSeries([], { from: at('08:00:00'), to: at('10:00:00') })).toHaveLength(60);
  });

  it('counts students holding exactly 1 to N pieces', () => {
    expect(funnel([{ held: 1, students: 4 }, { held: 3, students: 1 }], 3)).toEqual([
      { pieces: 1, students: 4 },
      { pieces: 2, students: 0 },
      { pieces: 3, students: 1 },
    ]);
  });

  it('merges collections and completions, newest first, twenty at most', () => {
    const collected = Array.from({ length: 20 }, (_, i) => ({ kind: 'collected' as const, name: `S${i}`, pieceName: 'P', at: `2026-05-01T09:${String(i).padStart(2, '0')}:00.000Z` }));
    const completed = [{ kind: 'completed' as const, name: 'Fin', pieceName: null, at: '2026-05-01T09:30:00.000Z' }];
    const feed = mergeFeed(collected, completed);
    expect(feed).toHaveLength(20);
    expect(feed[0]).toEqual(completed[0]);
    expect(feed[1]?.name).toBe('S19');
  });
});
