import { AppError } from '../errors';

interface PgError {
  code?: string;
  constraint?: string;
}

const isPgError = (error: unknown): error is PgError =>
  typeof error === 'object' && error !== null && 'code' in error;

/**
 * Turns PostgreSQL constraint violations into typed errors in one place:
 * 23505 unique → 409, 23503 foreign key → 409 (still referenced) or 404 (missing parent).
 */
export async function translatePgErrors<T>(work: () => Promise<T>, messages: { unique?: string; foreignKey?: string } = {}): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isPgError(error)) throw error;
    if (error.code === '23505') throw new AppError(409, 'conflict', messages.unique ?? 'That already exists');
    if (error.code === '23503') throw new AppError(409, 'conflict', messages.foreignKey ?? 'It is still in use');
    if (error.code === '23514') throw new AppError(400, 'bad_request', `Invalid value (${error.constraint ?? 'check'})`);
    throw error;
  }
}

export function isUniqueViolation(error: unknown): boolean {
  return isPgError(error) && error.code === '23505';
}
