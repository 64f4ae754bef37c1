import { describe, expect, it } from 'vitest';
import { finishedText, teamStandingsCaption } from './standings';

describe('the Overview standings', () => {
  it('says whether the team table holds every team or only the first ten', () => {
    expect(teamStandingsCaption(1)).toBe('1 team of the current event: completed teams by points, then the rest by pieces found.');
    expect(teamStandingsCaption(4)).toBe('4 teams of the current event: completed teams by points, then the rest by pieces found.');
    expect(teamStandingsCaption(10)).toBe('The first 10 teams of the current event: completed teams by points, then the rest by pieces found.');
  });

  it('counts a division’s finishers among its players', () => {
    expect(finishedText({ finishers: 3, players: 12 })).toBe('3 of 12');
    expect(finishedText({ finishers: 0, players: 0 })).toBe('0 of 0');
  });
});
