/**
 * The team rules a participant's page needs, kept free of zod (core/teams.ts holds the schemas,
 * and the participant's pages load no zod: docs/decisions.md, One contract for every call).
 * core/teams.ts re-exports them and builds its schemas on them.
 */

/** Join codes: what a student types or scans to join a team (no 0/O or 1/I to misread). */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const JOIN_CODE_LENGTH = 6;
export const TEAM_NAME_MAX_LENGTH = 40;

/** A join code as typed: upper-cased, spaces and dashes dropped. */
export function normaliseJoinCode(raw: string): string {
  return raw.toUpperCase().replace(/[\s-]/g, '');
}

export function isJoinCode(code: string): boolean {
  return code.length === JOIN_CODE_LENGTH && [...code].every((char) => JOIN_CODE_ALPHABET.includes(char));
}

/** The join link a member shares (and its QR), on the server's own origin. */
export function joinPath(code: string): string {
  return `/join/${encodeURIComponent(code)}`;
}
