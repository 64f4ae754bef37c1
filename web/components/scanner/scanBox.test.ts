import { describe, expect, it } from 'vitest';
import { scanBox } from './scanBox';

describe('scanBox', () => {
  it('is a centred square of 85% of the smaller side', () => {
    expect(scanBox(640, 480)).toEqual({ x: 116, y: 36, size: 408 });
    expect(scanBox(480, 480)).toEqual({ x: 36, y: 36, size: 408 });
  });

  it('is never smaller than 50 px', () => {
    expect(scanBox(40, 40).size).toBe(50);
  });
});
