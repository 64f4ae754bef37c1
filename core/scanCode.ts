import { GENERATED_CODE_LENGTH } from './constants';

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
