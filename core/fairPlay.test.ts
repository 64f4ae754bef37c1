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
});
