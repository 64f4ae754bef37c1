import type { I18n } from '@lingui/core';
import { MAX_CODE_LENGTH } from '../../../core/constants';
import { codeProblem } from '../../../core/scanCode';
import { coreText } from '../shared/coreWords';

/** The Code field as typed: upper-cased and cut to 10 characters. */
export function codeInput(value: string): string {
  return value.toUpperCase().slice(0, MAX_CODE_LENGTH);
}

/**
 * Why the typed code cannot be a link's code, in the language on screen and capitalised for the
 * form; null while it is empty (the disabled button says that) or when it can. The server checks
 * the same rule.
 */
export function codeFieldProblem(i18n: I18n, code: string): string | null {
  const typed = code.trim();
  const problem = typed ? codeProblem(typed) : null;
  if (!problem) return null;
  const text = coreText(i18n, problem);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Create is offered only once a valid code and a puzzle piece are chosen. */
export function canCreateQrLink(code: string, puzzlePieceId: number | null): boolean {
  return codeProblem(code.trim()) === null && puzzlePieceId !== null;
}

/** The domain the dialog preselects: the configured default (first), else this site. */
export function defaultDomain(qrDomains: readonly string[] | undefined, origin: string): string {
  return qrDomains?.[0] ?? origin;
}
