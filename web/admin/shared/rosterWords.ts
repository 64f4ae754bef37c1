import type { I18n, MessageDescriptor } from '@lingui/core';
import type { RosterFileError } from '../../../core/rosterImport';
import { wordingOf, type Wording, type WordingValues } from '../../../core/wording';

/**
 * The words of a list the browser refused before sending (core/rosterImport.ts), in the language
 * on screen. The refusals are core's English, built from templates (core/wording.ts); each
 * template a row or a file can meet is worded here by its English, which is its message in the
 * admin catalog too. A row the server refused comes in the reader's language already.
 */
const ROSTER_MESSAGES: readonly MessageDescriptor[] = [
  /*i18n*/ { id: 'admin.import.refusal.required', message: '{field} is required' },
  /*i18n*/ { id: 'admin.import.refusal.nameRequired', message: 'name is required' },
  /*i18n*/ { id: 'admin.import.refusal.nameTooLong', message: 'name must be at most {max} characters' },
  /*i18n*/ { id: 'admin.import.refusal.text', message: '{field} must be text' },
  /*i18n*/ { id: 'admin.import.refusal.unicode', message: '{field} must be valid Unicode text' },
  /*i18n*/ { id: 'admin.import.refusal.singleLine', message: '{field} must be a single line' },
  /*i18n*/ { id: 'admin.import.refusal.control', message: '{field} must not contain control characters' },
  /*i18n*/ { id: 'admin.import.refusal.email', message: 'email must be an e-mail address' },
  /*i18n*/ { id: 'admin.import.refusal.notCsv', message: 'The file is not valid CSV: {detail}' },
  /*i18n*/ { id: 'admin.import.refusal.noRows', message: 'The file has no rows: one {columns} a line' },
  /*i18n*/ { id: 'admin.import.refusal.tooManyRows', message: 'The file has {rows} rows: at most {max} at a time' },
];

/** The columns' names as the refusals say them ('name must be a single line'). */
const FIELDS: Readonly<Record<string, MessageDescriptor>> = {
  name: /*i18n*/ { id: 'admin.import.refusal.field.name', message: 'name' },
  email: /*i18n*/ { id: 'admin.import.refusal.field.email', message: 'email' },
};

const byTemplate = new Map(ROSTER_MESSAGES.map((descriptor) => [descriptor.message, descriptor]));

function wordingIn(i18n: I18n, { template, values }: Wording): string | undefined {
  const descriptor = byTemplate.get(template);
  if (!descriptor) return undefined;
  const field = typeof values.field === 'string' ? FIELDS[values.field] : undefined;
  const worded: WordingValues = field ? { ...values, field: i18n._(field) } : values;
  return i18n._(descriptor.id, worded, { message: descriptor.message });
}

/** A row's refusal, in the language on screen (as it came, should core say something new). */
export function rosterProblemText(i18n: I18n, problem: string): string {
  return wordingIn(i18n, wordingOf(problem) ?? { template: problem, values: {} }) ?? problem;
}

/** Why a file cannot be imported at all, in the language on screen. */
export function rosterFileErrorText(i18n: I18n, error: RosterFileError): string {
  return wordingIn(i18n, error.wording) ?? error.message;
}

/** The templates worded here (the check that each is still one core says). */
export const ROSTER_TEMPLATES = [...byTemplate.keys()];
