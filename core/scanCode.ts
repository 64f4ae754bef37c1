import { GENERATED_CODE_LENGTH, MAX_CODE_LENGTH } from './constants';
import { worded } from './wording';

/**
 * Turns whatever a camera or a keyboard produced into a code: trimmed and upper-cased; a URL
 * containing '/scan/' keeps only what follows the last '/scan/', without query or fragment.
 * Client and server both call this, so they can never disagree about what was scanned.
 */
export function normaliseScanText(raw: string): string {
  let text = raw.trim();
  // Case-insensitive without toLowerCase(), which can change the length of the text ('İ').
  const marker = text.replace(/\/scan\//gi, '/scan/').lastIndexOf('/scan/');
  if (marker >= 0) {
    text = text.slice(marker + '/scan/'.length);
    text = text.split(/[?#]/)[0] ?? '';
    text = safeDecode(text).replace(/\/+$/, '');
  }
  return text.trim().toUpperCase();
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export const CODE_CHARACTERS_MESSAGE = 'code may contain only the letters A-Z and the digits 0-9';

/**
 * Why a code (trimmed, as typed: either case) cannot be a QR link's code, or null when it can.
 * A code is 1 to 10 of A-Z and 0-9: what generateCode makes and what a printed link carries
 * unchanged ('AB/' would print as /scan/AB%2F). The admin form and the server both ask this.
 */
export function codeProblem(code: string): string | null {
  if (code.length === 0) return 'code is required';
  if (code.length > MAX_CODE_LENGTH) return worded('code must be at most {max} characters', { max: MAX_CODE_LENGTH });
  // ASCII only, and checked before upper-casing: 'ß' would become 'SS'.
  if (!/^[A-Za-z0-9]+$/.test(code)) return CODE_CHARACTERS_MESSAGE;
  return null;
}

/** A normalised scan (normaliseScanText) that some QR link could have: anything else matches none. */
export function isPossibleCode(normalised: string): boolean {
  return /^[A-Z0-9]+$/.test(normalised) && normalised.length <= MAX_CODE_LENGTH;
}

/** A random 6-character code from A-Z and 0-9 (the admin dialog's 'Generate' button). */
export function generateCode(random: () => number = Math.random): string {
  let code = '';
  for (let i = 0; i < GENERATED_CODE_LENGTH; i++) {
    code += CODE_ALPHABET[Math.floor(random() * CODE_ALPHABET.length)];
  }
  return code;
}

export function scanLink(domain: string, code: string): string {
  return `${domain.replace(/\/+$/, '')}/scan/${encodeURIComponent(code)}`;
}

/** The link a screen shows: the code's link with its current token (see api/services/displayTokens.ts). */
export function screenLink(domain: string, code: string, token: string): string {
  return `${scanLink(domain, code)}?t=${encodeURIComponent(token)}`;
}

/** The screen token (`t`) of a scanned link, if it carries one; plain codes and printed links have none. */
export function scanTokenOf(raw: string): string | undefined {
  const query = /\/scan\/[^?#]*\?([^#]*)/i.exec(raw.trim())?.[1];
  const token = query ? new URLSearchParams(query).get('t') : null;
  return token || undefined;
}
