import type { AppError } from '../errors';

/**
 * What an import (`team,email` or `division,email` rows) did: the rows applied, and each row
 * not applied with why, by its index among the rows sent (from 1). A refusal is kept as the
 * error it was, so the answer words it in the reader's language (presenters/teams.ts); anything
 * else keeps its own words.
 */
export interface ImportOutcome {
  applied: number;
  problems: { row: number; email: string; problem: AppError | string }[];
}
