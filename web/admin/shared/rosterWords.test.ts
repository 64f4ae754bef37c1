import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { readRosterCsv, RosterFileError } from '../../../core/rosterImport';
import { TEAM_NAME_MAX_LENGTH } from '../../../core/teams';
import { activateLanguage } from '../../lib/language';
import { flagText } from './codeHealthWords';
import { rosterFileErrorText, rosterProblemText } from './rosterWords';

const BAD_ROWS = 'team,email\nOwls,not-an-address\n,pat@campus.edu\n"Owls\nof the night",kim@campus.edu\n' + `${'x'.repeat(TEAM_NAME_MAX_LENGTH + 1)},ann@campus.edu\n`;

function fileError(text: string): RosterFileError {
  try {
    readRosterCsv(text, 'team');
  } catch (error) {
    if (error instanceof RosterFileError) return error;
  }
  throw new Error('the file was read');
}

describe('a list refused before sending', () => {
  it('reads in English as core says it, and in Spanish as the server words it', async () => {
    const problems = readRosterCsv(BAD_ROWS, 'team').problems.map((problem) => problem.problem);
    await activateLanguage('en', ['admin']);
    expect(problems.map((problem) => rosterProblemText(i18n, problem))).toEqual(problems);
    await activateLanguage('es', ['admin']);
    expect(problems.map((problem) => rosterProblemText(i18n, problem))).toEqual([
      'el correo electrónico no es una dirección válida',
      'falta el nombre',
      'el nombre tiene que ocupar una sola línea',
      `el nombre tiene que tener como máximo ${TEAM_NAME_MAX_LENGTH} caracteres`,
    ]);
    expect(rosterFileErrorText(i18n, fileError('team,email\n\n'))).toBe('El archivo no tiene filas: una línea por cada team,email');
    await activateLanguage('en', ['admin']);
    expect(rosterFileErrorText(i18n, fileError('team,email\n\n'))).toBe('The file has no rows: one team,email a line');
  });
});

describe('a code health flag', () => {
  it('counts an unreachable trigger in the language on screen', async () => {
    const flag = { kind: 'trigger_unreachable', questionnaireId: 1, title: 'Quiz', triggerCount: 3, collectable: 1, message: 'Triggers at 3 pieces, but only 1 can be collected' } as const;
    await activateLanguage('en', ['admin']);
    expect(flagText(i18n, flag)).toBe(flag.message);
    expect(flagText(i18n, { ...flag, triggerCount: 1, collectable: 0 })).toBe('Triggers at 1 piece, but only 0 can be collected');
    await activateLanguage('es', ['admin']);
    expect(flagText(i18n, flag)).toBe('Se abre con 3 piezas, pero solo se pueden conseguir 1');
  });
});
