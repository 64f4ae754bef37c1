import { badRequest, conflict } from '../errors';

interface PgError {
  code?: string;
}

const isPgError = (error: unknown): error is PgError =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string';

/**
 * Turns PostgreSQL constraint violations into typed errors in one place:
 * 23505 unique → 409, 23503 foreign key → 409 (still referenced), 23514 check and class 22 (a value
 * the column cannot hold) → 400. The answer says what the caller asked about in our words, never
 * PostgreSQL's: no constraint, column or table name reaches a response. The zod schemas refuse
 * such values first; this is the floor beneath them.
 */
export async function translatePgErrors<T>(
  work: () => Promise<T>,
  messages: { unique?: string; foreignKey?: string; invalid?: string } = {},
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isPgError(error)) throw error;
    if (error.code === '23505') throw conflict(messages.unique ?? 'That already exists');
    if (error.code === '23503') throw conflict(messages.foreignKey ?? 'It is still in use');
    if (error.code === '23514' || error.code?.startsWith('22')) throw badRequest(messages.invalid ?? 'Invalid value');
    throw error;
  }
}

export function isUniqueViolation(error: unknown): boolean {
  return isPgError(error) && error.code === '23505';
}
