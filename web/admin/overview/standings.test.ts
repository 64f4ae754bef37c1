import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/language';
import { finishedText, teamStandingsCaption } from './standings';

describe('the Overview standings', () => {
  it('says whether the team table holds every team or only the first ten', async () => {
    await activateLanguage('en', ['admin']);
    expect(teamStandingsCaption(i18n, 1)).toBe('1 team of the current event: completed teams by points, then the rest by pieces found.');
    expect(teamStandingsCaption(i18n, 4)).toBe('4 teams of the current event: completed teams by points, then the rest by pieces found.');
    expect(teamStandingsCaption(i18n, 10)).toBe('The first 10 teams of the current event: completed teams by points, then the rest by pieces found.');
    await activateLanguage('es', ['admin']);
    expect(teamStandingsCaption(i18n, 1)).toBe('1 equipo del evento actual: primero los equipos que han terminado, por puntos; después el resto, por piezas encontradas.');
  });

  it('counts a division’s finishers among its players', async () => {
    await activateLanguage('en', ['admin']);
    expect(finishedText(i18n, { finishers: 3, players: 12 })).toBe('3 of 12');
    expect(finishedText(i18n, { finishers: 0, players: 0 })).toBe('0 of 0');
    await activateLanguage('es', ['admin']);
    expect(finishedText(i18n, { finishers: 3, players: 12 })).toBe('3 de 12');
  });
});
