import { describe, expect, it } from 'vitest';
import { WriteLimit } from './writeLimit';

describe('WriteLimit', () => {
  it('lets a user make max changes in a window, then refuses with the seconds left', () => {
    const limit = new WriteLimit(3, 30_000);
    expect([0, 1, 2].map((ms) => limit.take('ann', 1_000 + ms))).toEqual([null, null, null]);
    const refusal = limit.take('ann', 11_500);
    expect(refusal?.status).toBe(429);
    expect(refusal?.code).toBe('rate_limited');
    expect(refusal?.headers).toEqual({ 'Retry-After': '20' });
    expect(refusal?.message).toBe('Too many requests in a short time. Wait a few seconds and try again.');
  });

  it('keeps each user to their own window', () => {
    const limit = new WriteLimit(1, 30_000);
    expect(limit.take('ann', 0)).toBeNull();
    expect(limit.take('bob', 0)).toBeNull();
    expect(limit.take('ann', 1)).not.toBeNull();
  });

  it('opens a new window once the last has ended, and never asks to wait less than a second', () => {
    const limit = new WriteLimit(1, 30_000);
    expect(limit.take('ann', 0)).toBeNull();
    expect(limit.take('ann', 29_999)?.headers).toEqual({ 'Retry-After': '1' });
    expect(limit.take('ann', 30_000)).toBeNull();
  });

  it('forgets users whose window ended', () => {
    const limit = new WriteLimit(5, 30_000);
    limit.take('ann', 0);
    limit.take('bob', 20_000);
    expect(limit.size).toBe(2);
    limit.take('cid', 40_000);
    expect(limit.size).toBe(2);
    limit.take('cid', 80_000);
    expect(limit.size).toBe(1);
  });
});
