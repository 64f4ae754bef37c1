import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/language';
import { pointsWords, signedPointsWords, stakesWords } from './pointsWords';

beforeAll(() => activateLanguage('en', ['play']));

describe('pointsWords', () => {
  it('says point for one, either way, and points otherwise', () => {
    expect(pointsWords(1)).toBe('1 point');
    expect(pointsWords(-1)).toBe('-1 point');
    expect(pointsWords(0)).toBe('0 points');
    expect(pointsWords(2)).toBe('2 points');
  });
});

describe('stakesWords', () => {
  it('names what a wrong answer costs', () => {
    expect(stakesWords({ points: 2, negativePoints: 1 })).toBe('2 points · a wrong answer costs 1 point');
    expect(stakesWords({ points: 1, negativePoints: 5 })).toBe('1 point · a wrong answer costs 5 points');
  });

  it('says nothing about a cost when a wrong answer costs nothing', () => {
    expect(stakesWords({ points: 10, negativePoints: 0 })).toBe('10 points');
    expect(stakesWords({ points: 1, negativePoints: 0 })).toBe('1 point');
  });
});

describe('signedPointsWords', () => {
  it('signs what was earned and lost', () => {
    expect(signedPointsWords(2)).toBe('+2 points');
    expect(signedPointsWords(1)).toBe('+1 point');
    expect(signedPointsWords(-1)).toBe('-1 point');
    expect(signedPointsWords(-3)).toBe('-3 points');
    expect(signedPointsWords(0)).toBe('0 points');
  });
});

describe('in Spanish', () => {
  it('says the points and the stakes in the language in use', async () => {
    await activateLanguage('es', ['play']);
    expect(stakesWords({ points: 2, negativePoints: 1 })).toBe('2 puntos · si fallas, pierdes 1 punto');
    expect(signedPointsWords(-1)).toBe('-1 punto');
    await activateLanguage('en');
  });
});
