import { badRequest, conflict, type AppError } from '../errors';
import type { MessageValues } from '../messages';
import { constraintViolationOf, type ConstraintViolation } from '../repos/pgErrors';

/** A message with values in it keeps them apart from its words, which are translated (api/messages.ts). */
type ConstraintMessage = string | { words: string; values: MessageValues };

/** What to tell the caller for each broken constraint, in words about what they asked for. */
export type ConstraintMessages = Partial<Record<ConstraintViolation, ConstraintMessage>>;

const answerFor: Record<ConstraintViolation, (words?: string, values?: MessageValues) => AppError> = {
  unique: (words = 'That already exists', values) => conflict(words, values),
  foreignKey: (words = 'It is still in use', values) => conflict(words, values),
  invalid: (words = 'Invalid value', values) => badRequest(words, values),
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
    const message = messages[violation];
    throw typeof message === 'object' ? answerFor[violation](message.words, message.values) : answerFor[violation](message);
  }
}
