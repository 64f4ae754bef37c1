import type { I18n } from '@lingui/core';
import type { RosterFileError } from '../../../core/rosterImport';
import { coreText, wordingText } from './coreWords';

/**
 * The words of a list the browser refused before sending (core/rosterImport.ts), in the language
 * on screen: core's English, worded through the server's catalog (coreWords.ts); zod's own words
 * come in the language already (the panel reads the file with `zodWords`). A row the server
 * refused comes in the reader's language already.
 */
export function rosterProblemText(i18n: I18n, problem: string): string {
  return coreText(i18n, problem);
}

/** Why a file cannot be imported at all, in the language on screen. */
export function rosterFileErrorText(i18n: I18n, error: RosterFileError): string {
  return wordingText(i18n, error.wording);
}
