import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { computeLayout, PosterLayoutError } from '../../../core/posterLayout';
import { readRosterCsv } from '../../../core/rosterImport';
import { activateLanguage } from '../../lib/language';
import { codeFieldProblem } from '../qrLinks/qrLinks';
import { validateQuestionnaireForm, newQuestion, type QuestionnaireForm } from '../questionnaires/questionnaireForm';
import { coreText, wordingText, zodWords } from './coreWords';

/** A questionnaire whose only question is a choice question without choices. */
const noChoices: QuestionnaireForm = { title: 'Quiz', description: '', triggerCount: '1', triggerPieceId: '', eventId: 'every', questions: [{ ...newQuestion('radio'), text: 'Which?' }] };
/** An e-mail address past 254 characters: core's own words, for the address's check and its length alike. */
const longEmail = `team,email\nOwls,pat@${`${'a'.repeat(60)}.`.repeat(4)}campus.edu\n`;
/** A title past its 200 characters: zod's own words (core gives that limit none). */
const longTitle: QuestionnaireForm = { ...noChoices, title: 'x'.repeat(201), questions: [{ ...newQuestion(), text: 'Which?' }] };

function layoutError(): PosterLayoutError {
  try {
    computeLayout('a4', 5, 0.1);
  } catch (error) {
    if (error instanceof PosterLayoutError) return error;
  }
  throw new Error('the layout was made');
}

describe("core's messages in the browser", () => {
  it('stay as core says them in English', async () => {
    await activateLanguage('en', ['admin']);
    expect(codeFieldProblem(i18n, 'AB/')).toBe('Code may contain only the letters A-Z and the digits 0-9');
    expect(validateQuestionnaireForm(noChoices)).toBe('Question 1 needs at least one choice');
    expect(validateQuestionnaireForm(longTitle)).toBe('Title: Too big: expected string to have <=200 characters');
    expect(readRosterCsv(longEmail, 'team', zodWords(i18n)).problems.map((problem) => coreText(i18n, problem.problem))).toEqual(['email must be an e-mail address']);
    expect(wordingText(i18n, layoutError().wording)).toBe(layoutError().message);
    expect(coreText(i18n, 'hint text is required')).toBe('hint text is required');
  });

  it('read in Spanish through the server catalog, and zod says its own words in its Spanish', async () => {
    await activateLanguage('es', ['admin']);
    expect(codeFieldProblem(i18n, 'AB/')).toBe('El código solo puede contener las letras A-Z y las cifras 0-9');
    expect(validateQuestionnaireForm(noChoices)).toBe('La pregunta 1 necesita al menos una opción');
    expect(validateQuestionnaireForm({ ...noChoices, questions: [{ ...newQuestion(), text: 'Bell \u0007' }] })).toBe(
      'Pregunta 1: el texto no puede contener caracteres de control',
    );
    expect(validateQuestionnaireForm(longTitle)).toBe('Title: Demasiado grande: se esperaba que texto tuviera <=200 caracteres');
    expect(readRosterCsv(longEmail, 'team', zodWords(i18n)).problems.map((problem) => coreText(i18n, problem.problem))).toEqual(['el correo electrónico no es una dirección válida']);
    expect(wordingText(i18n, layoutError().wording)).toBe('imprimiría códigos de menos de 6 cm: caben como máximo 4 en una página A4');
    // A field's name in words, as the server words it.
    expect(coreText(i18n, 'hint text is required')).toBe('falta el texto de la pista');
    await activateLanguage('en', ['admin']);
  });
});
