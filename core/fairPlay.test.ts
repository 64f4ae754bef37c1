import { describe, expect, it } from 'vitest';
import { describeMark } from './fairPlay';

describe('describeMark', () => {
  it('says how far, how fast, or why no position, and how late an offline scan arrived', () => {
    expect(describeMark({ kind: 'far', evidence: { distanceM: 111.2, radiusM: 50, accuracyM: 20 }, delaySeconds: null })).toBe(
      '111.2 m from the code (radius 50 m, accuracy ±20 m)',
    );
    expect(describeMark({ kind: 'travel', evidence: { distanceM: 1112, seconds: 4, speedMps: 278 }, delaySeconds: 95 })).toBe(
      '1112 m from the previous code in 4 s (278 m/s), sent 95 s late',
    );
    expect(describeMark({ kind: 'no_position', evidence: { positionError: 'denied' }, delaySeconds: 0 })).toBe('location refused');
    expect(describeMark({ kind: 'no_position', evidence: { positionError: 'something new' }, delaySeconds: null })).toBe('no position');
  });

  it('describes an imprecise fix, finds too quick to walk and a scan sent late, with how the code arrived', () => {
    expect(describeMark({ kind: 'imprecise', evidence: { accuracyM: 100000, accuracyCapM: 150, distanceM: 120, radiusM: 50 }, delaySeconds: null })).toBe(
      'accuracy ±100000 m, worse than the 150 m that counts (120 m from the code)',
    );
    expect(describeMark({ kind: 'fast', evidence: { seconds: 4.2, minSeconds: 20 }, delaySeconds: null, source: 'typed' })).toBe(
      '4.2 s after the previous find (at least 20 s expected); typed by hand',
    );
    // The delay is the mark itself: not said twice.
    expect(describeMark({ kind: 'delayed', evidence: { delaySeconds: 86400, maxOfflineSeconds: 7200 }, delaySeconds: 86400, source: 'camera' })).toBe(
      'made 86400 s before it was sent (at most 7200 s expected); scanned in the app',
    );
  });
});
