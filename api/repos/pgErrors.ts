interface PgError {
  code?: string;
}

const isPgError = (error: unknown): error is PgError =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string';

/**
 * What kind of constraint a statement broke, in the data layer's words: `unique` (23505), `foreignKey`
 * (23503: a row still referenced, or a reference to none), `invalid` (23514, a check, and class 22:
 * a value the column cannot hold). Saying what that means to the caller is the service's part
 * (services/constraintErrors.ts).
 */
export type ConstraintViolation = 'unique' | 'foreignKey' | 'invalid';

/** The constraint an error from PostgreSQL reports broken, or null for any other error. */
export function constraintViolationOf(error: unknown): ConstraintViolation | null {
  if (!isPgError(error)) return null;
  if (error.code === '23505') return 'unique';
  if (error.code === '23503') return 'foreignKey';
  if (error.code === '23514' || error.code?.startsWith('22')) return 'invalid';
  return null;
}

export function isUniqueViolation(error: unknown): boolean {
  return constraintViolationOf(error) === 'unique';
}
