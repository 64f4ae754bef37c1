import { describe, expect, it } from 'vitest';
import type { EmailPolicy } from '../../core/displayName';
import type { PrizeTierRule } from '../../core/ranking';
import { presentTopList } from '../leaderboard/boardView';
import { RankingIndex, type Position, type RankedUser } from '../leaderboard/rankingIndex';
import { presentLeaderboardEntry, presentTopEntries, type GroupNames } from './leaderboardEntry';

/**
 * presentTopEntries writes each entry's JSON from pieces kept per user; these tests hold it to
 * JSON.stringify(presentLeaderboardEntry(…)) byte for byte, key order included.
 */

const POLICIES: readonly EmailPolicy[] = ['masked', 'full', 'hidden'];
const AT = Date.UTC(2025, 4, 1, 12, 30, 15, 123);

let serial = 0;
function user(fields: Partial<RankedUser>): RankedUser {
  serial++;
  return {
    id: `0f${serial.toString(16).padStart(2, '0')}a1b2-0000-4000-8000-${serial.toString().padStart(12, '0')}`,
    email: `student${serial}@campus.edu`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    profileImageUrl: `https://img.example.com/${serial}.png`,
    totalPoints: 100 - serial,
    completedAtMs: AT + serial * 1000,
    piecesFound: 10,
    lastFoundAtMs: AT + serial * 500,
    teamId: null,
    divisionId: null,
    ...fields,
  };
}

/** Finishers first (two tied), then some still hunting; names and e-mails that JSON must escape. */
function variedUsers(): RankedUser[] {
  return [
    user({ firstName: 'Zoë "Z"', lastName: 'O\\Brien', teamId: 1, divisionId: 1 }),
    user({ firstName: '🦊 Fox', lastName: 'Émile', email: 'a"b\\c@campus.edu', teamId: 2, divisionId: null, totalPoints: 90, completedAtMs: AT }),
    user({ firstName: 'Tied', lastName: 'One', totalPoints: 90, completedAtMs: AT, teamId: null, divisionId: 2 }),
    user({ firstName: 'Ctrl\u0001\u0007', lastName: 'Tab\tNew\nLine', profileImageUrl: null, teamId: 3 }),
    user({ firstName: '\u202Eevil', lastName: 'zero\u200Bwidth\uFEFF', email: 'rtl\u202E@campus.edu' }),
    user({ firstName: null, lastName: null, email: 'no.name\u2028@campus.edu', profileImageUrl: 'data:image/png;base64,"\\</script>' }),
    user({ firstName: 'Only', lastName: null, email: 'noat' }),
    user({ firstName: '\u2800', lastName: '   ', email: '\uD800lone@campus.edu', profileImageUrl: '\uDC00' }),
    user({ firstName: 'مريم', lastName: 'אבי', teamId: 1, divisionId: 1 }),
    user({ firstName: 'Hunting', lastName: 'Still', completedAtMs: null, totalPoints: 0, piecesFound: 4, teamId: 2, divisionId: 2 }),
    user({ firstName: 'Never', lastName: 'Found', completedAtMs: null, totalPoints: 0, piecesFound: 0, lastFoundAtMs: null, profileImageUrl: null }),
  ];
}

/** Team and division names, renamed at will (a quote in one, and an id that has none). */
function groupNames(): GroupNames & { teams: Map<number, string> } {
  const teams = new Map([[1, 'The "Quoted" Team'], [2, 'Backslash \\ Crew'], [3, '🚀']]);
  const divisions = new Map([[1, 'North'], [2, 'Süd\u0000']]);
  return {
    teams,
    teamName: (id) => (id === null ? null : (teams.get(id) ?? null)),
    divisionName: (id) => (id === null ? null : (divisions.get(id) ?? null)),
  };
}

const PRIZE_SETS: readonly (readonly PrizeTierRule[])[] = [
  [],
  [{ percentile: 50, prizeName: 'Mug "Gold" \\ edition' }, { percentile: 80, prizeName: 'Hoodie 🧥' }],
];

async function rankingOf(users: RankedUser[]): Promise<RankingIndex> {
  return RankingIndex.build(users, 100, () => Promise.resolve());
}

/** What the fast path must equal: the one definition, serialised by JSON.stringify. */
function expectSameAsDefinition(positions: Position[], policy: EmailPolicy, prizes: readonly PrizeTierRule[], names: GroupNames): void {
  const { entries, entryJson } = presentTopEntries(positions, policy, prizes, names);
  expect(entries).toHaveLength(positions.length);
  positions.forEach((position, at) => {
    const expected = presentLeaderboardEntry(position, '', policy, prizes, names);
    expect(entryJson[at]).toBe(JSON.stringify(expected));
    expect(entries[at]).toStrictEqual(expected);
    // toStrictEqual ignores the order of keys; the order is what the JSON and a client see.
    expect(Object.keys(entries[at] ?? {})).toEqual(Object.keys(expected));
  });
}

describe('presentTopEntries', () => {
  it('writes every entry as JSON.stringify(presentLeaderboardEntry(…)) does, for each policy and prize set', async () => {
    const ranking = await rankingOf(variedUsers());
    const positions = ranking.top(100);
    // The data covers what the JSON varies by.
    expect(positions.some((p) => p.percentile === null)).toBe(true);
    expect(positions.some((p) => p.percentile !== null && !Number.isInteger(p.percentile))).toBe(true);
    expect(new Set(positions.map((p) => p.rank)).size).toBeLessThan(positions.length);
    const names = groupNames();
    for (const prizes of PRIZE_SETS) {
      for (const policy of POLICIES) {
        // The first time computes each user's parts, the second reads them as kept.
        expectSameAsDefinition(positions, policy, prizes, names);
        expectSameAsDefinition(positions, policy, prizes, names);
      }
    }
    const withPrizes = presentTopEntries(positions, 'masked', PRIZE_SETS[1] ?? [], names).entries;
    expect(withPrizes.some((entry) => entry.tier !== null && entry.prize !== null)).toBe(true);
    expect(withPrizes.some((entry) => entry.tier === null && entry.prize === null)).toBe(true);
  });

  it('names a kept user’s team and division as they are named now', async () => {
    const ranking = await rankingOf(variedUsers());
    const positions = ranking.top(100);
    const names = groupNames();
    const inTeam = positions.findIndex((position) => position.user.teamId === 1);
    const before = presentTopEntries(positions, 'masked', [], names);
    expect(before.entries[inTeam]?.team).toBe('The "Quoted" Team');
    names.teams.set(1, 'Renamed \u201Cteam\u201D');
    const after = presentTopEntries(positions, 'masked', [], names);
    expect(after.entries[inTeam]?.team).toBe('Renamed \u201Cteam\u201D');
    expect(after.entryJson[inTeam]).toContain('"team":"Renamed \u201Cteam\u201D"');
    expectSameAsDefinition(positions, 'masked', [], names);
  });

  it('shows a user made anew (a change of the ranking) as they are now, not as kept', async () => {
    const first = user({ firstName: 'Old', lastName: 'Name' });
    const changed: RankedUser = { ...first, firstName: 'New', totalPoints: first.totalPoints + 5, completedAtMs: null };
    const ranking = await rankingOf([first]);
    presentTopEntries(ranking.top(1), 'full', [], groupNames());
    ranking.upsert(changed);
    expectSameAsDefinition(ranking.top(1), 'full', [], groupNames());
    expect(presentTopEntries(ranking.top(1), 'full', [], groupNames()).entries[0]?.userName).toBe('New Name');
  });
});

describe('presentTopList', () => {
  it('joins the entries as JSON.stringify would the whole list', async () => {
    const ranking = await rankingOf(variedUsers());
    const names = groupNames();
    for (const policy of POLICIES) {
      const prizes = PRIZE_SETS[1] ?? [];
      const top = presentTopList(ranking, policy, prizes, false, names);
      const expected = ranking.top(100).map((position) => presentLeaderboardEntry(position, '', policy, prizes, names));
      expect(top.json).toBe(JSON.stringify(expected));
      expect(top.entryJson).toEqual(expected.map((entry) => JSON.stringify(entry)));
      expect(JSON.stringify(top.entries)).toBe(JSON.stringify(expected));
    }
  });
});
