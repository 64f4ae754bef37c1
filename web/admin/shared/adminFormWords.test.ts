import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/language';
import { emptyEventForm, validateEventForm } from '../events/events';
import { placeFromForm } from '../qrLinks/place';
import { teamNameProblem } from '../teams/teams';

// The event, team and place forms check their fields with core's schemas in the browser: their
// problems read in the language on screen (coreWords.ts), as the server would word them.

const longName = 'x'.repeat(300);
const farPlace = { enabled: true, latitude: '91', longitude: '0', radius: '50' };
const problemOf = (outcome: { problem: string } | object) => ('problem' in outcome ? outcome.problem : null);

describe("the admin forms' problems", () => {
  it('read as core says them in English', async () => {
    await activateLanguage('en', ['admin']);
    const english = [teamNameProblem(longName), validateEventForm({ ...emptyEventForm(), name: longName }), problemOf(placeFromForm(farPlace))];
    expect(english.every((problem) => problem !== null && /[a-z]/.test(problem))).toBe(true);
    expect(english.join('\n')).toMatch(/at most|must|between/);
  });

  it('read in Spanish, none of them left in English', async () => {
    await activateLanguage('en', ['admin']);
    const english = [teamNameProblem(longName), validateEventForm({ ...emptyEventForm(), name: longName }), problemOf(placeFromForm(farPlace))];
    await activateLanguage('es', ['admin']);
    const spanish = [teamNameProblem(longName), validateEventForm({ ...emptyEventForm(), name: longName }), problemOf(placeFromForm(farPlace))];
    for (const [index, problem] of spanish.entries()) {
      expect(problem, `${english[index]}`).not.toBeNull();
      expect(problem).not.toBe(english[index]);
    }
    expect(spanish.join('\n')).toMatch(/como máximo|tiene que|entre/);
  });
});
