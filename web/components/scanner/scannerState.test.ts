import { describe, expect, it } from 'vitest';
import { canScanFile, canTransition, transition, type ScannerAction, type ScannerState } from './scannerState';

describe('the scanner state machine', () => {
  it('starts only when not started', () => {
    expect(transition('notStarted', 'start')).toBe('scanning');
    expect(canTransition('scanning', 'start')).toBe(false);
    expect(canTransition('paused', 'start')).toBe(false);
  });

  it('pauses only while scanning and resumes only while paused', () => {
    expect(transition('scanning', 'pause')).toBe('paused');
    expect(transition('paused', 'resume')).toBe('scanning');
    expect(() => transition('notStarted', 'pause')).toThrow('Cannot pause the scanner while it is notStarted.');
    expect(() => transition('scanning', 'resume')).toThrow();
    expect(() => transition('paused', 'pause')).toThrow();
  });

  it('stops from scanning or paused, back to not started', () => {
    expect(transition('scanning', 'stop')).toBe('notStarted');
    expect(transition('paused', 'stop')).toBe('notStarted');
    expect(() => transition('notStarted', 'stop')).toThrow();
  });

  it('allows exactly the transitions of the spec', () => {
    const states: ScannerState[] = ['notStarted', 'scanning', 'paused'];
    const actions: ScannerAction[] = ['start', 'pause', 'resume', 'stop'];
    const allowed = states.flatMap((state) => actions.filter((action) => canTransition(state, action)).map((action) => `${state}:${action}`));
    expect(allowed).toEqual(['notStarted:start', 'scanning:pause', 'scanning:stop', 'paused:resume', 'paused:stop']);
  });

  it('scans a file only when not started', () => {
    expect(canScanFile('notStarted')).toBe(true);
    expect(canScanFile('scanning')).toBe(false);
    expect(canScanFile('paused')).toBe(false);
  });
});
