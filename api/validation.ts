import type { z } from 'zod';
import { AppError } from './errors';

/** Parses a request body or query with its zod schema; a failure is a 400 naming the field. */
export function parseRequest<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  throw new AppError(400, 'bad_request', `${field}${issue?.message ?? 'Invalid request'}`);
}
