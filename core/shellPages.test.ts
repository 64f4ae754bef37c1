import { describe, expect, it } from 'vitest';
import { shellPageAt } from './shellPages';

describe('shellPageAt', () => {
  it('names the everyday page a path is sent with', () => {
    expect(shellPageAt('/')).toBe('dashboard');
    expect(shellPageAt('/dashboard')).toBe('dashboard');
    expect(shellPageAt('/leaderboard')).toBe('leaderboard');
    expect(shellPageAt('/scanner')).toBe('scanner');
  });

  it('names none for any other path, a near one included', () => {
    for (const path of ['/admin', '/scan/INN001', '/dashboard/', '/Scanner', '/leaderboard.html', '']) expect(shellPageAt(path), path).toBeUndefined();
  });
});
