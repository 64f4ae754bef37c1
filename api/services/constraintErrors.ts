import { badRequest, conflict, type AppError } from '../errors';
import { constraintViolationOf, type ConstraintViolation } from '../repos/pgErrors';

/** What to tell the caller for each broken constraint, in words about what they asked for. */
export type ConstraintMessages = Partial<Record<ConstraintViolation, string>>;

const answerFor: Record<ConstraintViolation, (message: string | undefined) => AppError> = {
  unique: (message) => conflict(message ?? 'That already exists'),
  foreignKey: (message) => conflict(message ?? 'It is still in use'),
  invalid: (message) => badRequest(message ?? 'Invalid value'),
};

/**
 * Runs a write and turns a broken constraint into the caller's error in one place: unique and
 * foreign key → 409 (taken, or still referenced), a check or a value the column cannot hold → 400.
 * The answer is in our words, never PostgreSQL's: no constraint, column or table name reaches a
 * response. The zod schemas refuse such values first; this is the floor beneath them.
 */
export async function translatePgErrors<T>(work: () => Promise<T>, messages: ConstraintMessages = {}): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const violation = constraintViolationOf(error);
    if (!violation) throw error;
    throw answerFor[violation](messages[violation]);
  }
}
