import { describe, expect, it } from 'vitest';
import { formatStamp, parseChange, type RankStamp } from './changes';

const stamp: RankStamp = { eventId: 4, totalPoints: -5, piecesFound: 3, lastFoundAtMs: 1_790_000_000_123, completedAtMs: null, disqualified: false, teamId: null, divisionId: null };

describe('change messages', () => {
  it("reads a participant's stamp as the trigger writes it, and leaves out one it cannot read", () => {
    expect(parseChange(`rank:u1:${formatStamp(stamp)}`)).toEqual({ topic: 'rank', id: 'u1', stamp });
    expect(parseChange('rank:u1:4/x/3///0//')).toEqual({ topic: 'rank', id: 'u1' });
    // An older instance's stamp, without team and division, is read again rather than guessed.
    expect(parseChange('rank:u1:4/-5/3///0')).toEqual({ topic: 'rank', id: 'u1' });
    const inTeam = { ...stamp, teamId: 12, divisionId: 3 };
    expect(parseChange(`rank:u1:${formatStamp(inTeam)}`)).toEqual({ topic: 'rank', id: 'u1', stamp: inTeam });
    expect(parseChange('rank:u1')).toEqual({ topic: 'rank', id: 'u1' });
  });

  it('reads a batch of finds, dropping an unreadable entry', () => {
    const done = { ...stamp, completedAtMs: 1_790_000_001_000, disqualified: true };
    expect(parseChange(`race:u1:${formatStamp(stamp)};junk;u2:${formatStamp(done)}`)).toEqual({
      topic: 'race',
      finds: [
        { id: 'u1', stamp },
        { id: 'u2', stamp: done },
      ],
      standing: false,
    });
    expect(parseChange('race:nothing')).toBeNull();
  });

  it('reads a batch of rows whose standing changed as the same rows, marked so', () => {
    expect(parseChange(`standing:u1:${formatStamp(stamp)}`)).toEqual({ topic: 'race', finds: [{ id: 'u1', stamp }], standing: true });
  });

  it("reads a team's change", () => {
    expect(parseChange('team:42')).toEqual({ topic: 'team', id: 42 });
    expect(parseChange('team:x')).toBeNull();
  });
});
