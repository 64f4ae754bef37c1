import { z } from 'zod';
import { MAX_DB_INTEGER } from '../core/constants';
import { FILE_TOO_LARGE_MESSAGE } from '../core/imageTypes';
import { DEFAULT_LANGUAGE, type Language } from '../core/language';
import { AppError, notFound } from './errors';
import { wordIn } from './messages';

export const FILE_TOO_LARGE = `File too large: ${FILE_TOO_LARGE_MESSAGE}`;

/** zod's own words (a wrong type, a number out of range) in each language but English, its default. */
const ZOD_LOCALES: Partial<Record<Language, z.core.$ZodErrorMap>> = { es: z.locales.es().localeError };

/**
 * A refused request body or query: 400, naming the field. Our schemas' own messages (core/) are
 * worded through the server's catalog like any other; zod's own, in its locale for the language.
 */
class InvalidRequest extends AppError {
  constructor(
    private readonly schema: z.ZodType,
    private readonly input: unknown,
    issue: z.core.$ZodIssue | undefined,
  ) {
    super('bad_request', `${fieldOf(issue)}${issue?.message ?? 'Invalid request'}`);
  }

  override messageIn(language: Language): string {
    const locale = ZOD_LOCALES[language];
    if (language === DEFAULT_LANGUAGE || !locale) return this.message;
    // Parsed again in the reader's language: only a refused request pays for it.
    const parsed = this.schema.safeParse(this.input, { error: locale });
    const issue = parsed.error?.issues[0];
    if (!issue) return this.message;
    return `${fieldOf(issue)}${wordIn(language, issue.message)}`;
  }
}

const fieldOf = (issue: z.core.$ZodIssue | undefined) => (issue?.path.length ? `${issue.path.join('.')}: ` : '');

/** Parses a request body or query with its zod schema; a failure is a 400 naming the field. */
export function parseRequest<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  // An embedded image too long to even decode (a piece's or a question's) is an upload over the limit.
  if (issue?.message === FILE_TOO_LARGE || (issue?.code === 'too_big' && issue.path.at(-1) === 'imageUrl')) {
    throw new AppError('payload_too_large', FILE_TOO_LARGE);
  }
  throw new InvalidRequest(schema, input, issue);
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
