import { describe, expect, it } from 'vitest';
import * as teams from './teams';
import { isJoinCode, JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH, joinPath, normaliseJoinCode, TEAM_NAME_MAX_LENGTH } from './teamRules';

describe('the team rules the participant pages use', () => {
  it('agree with the contracts the server validates with', () => {
    expect([JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH, TEAM_NAME_MAX_LENGTH]).toEqual([teams.JOIN_CODE_ALPHABET, teams.JOIN_CODE_LENGTH, teams.TEAM_NAME_MAX_LENGTH]);
    for (const typed of ['ab c-d2', 'abcd23', 'ABCD0O', ' q r s t u v ', 'ABCDEFG', '']) {
      expect(normaliseJoinCode(typed)).toBe(teams.normaliseJoinCode(typed));
      expect(isJoinCode(normaliseJoinCode(typed))).toBe(teams.isJoinCode(teams.normaliseJoinCode(typed)));
    }
    expect(joinPath('AB/CD')).toBe(teams.joinPath('AB/CD'));
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
