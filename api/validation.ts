import { z } from 'zod';
import { MAX_DB_INTEGER } from '../core/constants';
import { FILE_TOO_LARGE_MESSAGE } from '../core/imageTypes';
import { AppError, badRequest, notFound } from './errors';

export const FILE_TOO_LARGE = `File too large: ${FILE_TOO_LARGE_MESSAGE}`;

/** Parses a request body or query with its zod schema; a failure is a 400 naming the field. */
export function parseRequest<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  // An embedded image too long to even decode (a piece's or a question's) is an upload over the limit.
  if (issue?.message === FILE_TOO_LARGE || (issue?.code === 'too_big' && issue.path.at(-1) === 'imageUrl')) {
    throw new AppError('payload_too_large', FILE_TOO_LARGE);
  }
  const field = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  throw badRequest(`${field}${issue?.message ?? 'Invalid request'}`);
}


/** A numeric id from the path (pieces, links, questionnaires, events); anything else is 404 `message`. */
export function parseIdParam(value: string | undefined, message: string): number {
  const id = /^\d{1,10}$/.test(value ?? '') ? Number(value) : 0;
  if (id < 1 || id > MAX_DB_INTEGER) throw notFound(message);
  return id;
}

const uuidSchema = z.uuid();

/** A user id from the path; anything but a UUID is 404 `message`, since no such user exists. */
export function parseUuidParam(value: string | undefined, message: string): string {
  const parsed = uuidSchema.safeParse(value);
  if (!parsed.success) throw notFound(message);
  return parsed.data;
}
