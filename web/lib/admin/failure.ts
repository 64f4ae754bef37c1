import { serverMessage } from '../api';

/** A failure toast's description: the server's own words (the text after 'NNN: '), else the fallback. */
export function failureText(error: unknown, fallback: string): string {
  return serverMessage(error) || fallback;
}
