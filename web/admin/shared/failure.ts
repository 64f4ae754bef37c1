import { failureWords } from '../../lib/api';

/** A failure toast's description: the server's own words, else the fallback. */
export function failureText(error: unknown, fallback: string): string {
  return failureWords(error) || fallback;
}
