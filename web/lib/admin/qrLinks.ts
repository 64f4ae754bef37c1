import { MAX_CODE_LENGTH } from '../../../core/constants';

/** The Code field as typed: upper-cased and cut to 10 characters. */
export function codeInput(value: string): string {
  return value.toUpperCase().slice(0, MAX_CODE_LENGTH);
}

/** Create is offered only once a code and a puzzle piece are chosen. */
export function canCreateQrLink(code: string, puzzlePieceId: number | null): boolean {
  return code.trim().length > 0 && puzzlePieceId !== null;
}

/** The domain the dialog preselects: the configured default (first), else this site. */
export function defaultDomain(qrDomains: readonly string[] | undefined, origin: string): string {
  return qrDomains?.[0] ?? origin;
}
