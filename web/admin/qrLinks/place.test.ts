import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/language';
import { placeForm, placeFromForm, placeText } from './place';

beforeAll(() => activateLanguage('en', ['admin']));

describe('the place fields', () => {
  it('start empty with the 75 m default, or filled from a place', () => {
    expect(placeForm(null)).toEqual({ enabled: false, latitude: '', longitude: '', radius: '75' });
    expect(placeForm({ latitude: 51.75, longitude: -1.25, radiusM: 40 })).toEqual({ enabled: true, latitude: '51.75', longitude: '-1.25', radius: '40' });
  });

  it('give no place when switched off, a place when valid (a decimal comma too), else the problem', () => {
    expect(placeFromForm({ enabled: false, latitude: 'x', longitude: '', radius: '' })).toEqual({ place: null });
    expect(placeFromForm({ enabled: true, latitude: '51,75', longitude: ' -1.25 ', radius: '40' })).toEqual({ place: { latitude: 51.75, longitude: -1.25, radiusM: 40 } });
    expect(placeFromForm({ enabled: true, latitude: '91', longitude: '0', radius: '75' })).toEqual({ problem: 'Latitude: latitude must be from -90 to 90' });
    expect(placeFromForm({ enabled: true, latitude: '', longitude: '0', radius: '75' })).toEqual({ problem: 'Latitude: latitude must be a number' });
    expect(placeFromForm({ enabled: true, latitude: '1', longitude: '2', radius: '-1' })).toEqual({ problem: 'Radius: radiusM must be from 1 to 10000' });
  });

  it('read as a short line in the table', () => {
    expect(placeText(null)).toBe('Anywhere');
    expect(placeText({ latitude: 51.754821, longitude: -1.254412, radiusM: 40 })).toBe('51.75482, -1.25441 · 40 m');
  });
});
