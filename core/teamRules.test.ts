import { describe, expect, it } from 'vitest';
import * as teams from './teams';
import { isJoinCode, JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH, joinPath, normaliseJoinCode, TEAM_NAME_MAX_LENGTH } from './teamRules';

describe('the team rules the participant pages use', () => {
  it('are what the server validates with: the join schema takes a code the page takes, and the name its limit', () => {
    for (const typed of ['ab c-d2', 'abcd23', 'ABCD0O', ' q r s t u v ', 'ABCDEFG', '']) {
      expect(teams.teamJoinSchema.safeParse({ code: typed }).success).toBe(isJoinCode(normaliseJoinCode(typed)));
    }
    expect(teams.teamNameSchema.safeParse('x'.repeat(TEAM_NAME_MAX_LENGTH)).success).toBe(true);
    expect(teams.teamNameSchema.safeParse('x'.repeat(TEAM_NAME_MAX_LENGTH + 1)).success).toBe(false);
    expect(teams.generateJoinCode(() => 0)).toHaveLength(JOIN_CODE_LENGTH);
    expect(isJoinCode(teams.generateJoinCode((below) => below - 1))).toBe(true);
    expect(teams.generateJoinCode(() => 0)).toBe(JOIN_CODE_ALPHABET[0]?.repeat(JOIN_CODE_LENGTH));
  });

  it('reads a typed code with spaces, dashes and lower case as the code', () => {
    expect(normaliseJoinCode('ab3-4 xy')).toBe('AB34XY');
    expect(isJoinCode('AB34XY')).toBe(true);
  });

  it('refuses codes of another length or with letters that are easy to misread', () => {
    expect(isJoinCode('AB34X')).toBe(false);
    expect(isJoinCode('AB34XYZ')).toBe(false);
    expect(isJoinCode('AB10XY')).toBe(false);
  });

  it('puts the code in the join link as a path segment', () => {
    expect(joinPath('K7M2QX')).toBe('/join/K7M2QX');
  });
});
