import type { IncomingMessage } from 'node:http';
import { bodyParser } from '@koa/bodyparser';
import coBody from 'co-body';
import type { z } from 'zod';
import type { AppContext } from './context';
import { AppError, badRequest } from './errors';
import { parseRequest } from './validation';

/**
 * The most bytes each kind of route reads. A participant's are what the largest valid request
 * needs as the page sends it (JSON.stringify, UTF-8: proven in requestBody.test.ts), so one
 * student cannot make the server read and parse megabytes while everyone else waits.
 */
export const BODY_LIMITS = {
  /** A code of up to 2,000 characters (a whole link, as a camera reads it), a token, a position, a time. */
  scan: 8 * 1024,
  /** 200 answers of 20,000 characters in all (core/contracts.ts), lists of up to 50 items. */
  surveySubmit: 96 * 1024,
  /** The development sign-in's e-mail, names and return path, as JSON or a form. */
  signIn: 32 * 1024,
  /** A CLI login's client name, code or poll secret. */
  cliLogin: 4 * 1024,
  /** An account's erasure, confirmed with its e-mail address. */
  accountErasure: 4 * 1024,
  /** A browser's push subscription: an endpoint of up to 2,048 characters and two keys. */
  push: 4 * 1024,
  /** A team's name, a join code or a division's id. */
  teams: 4 * 1024,
  /** The organiser's saves: a questionnaire with its embedded images (docs/decisions.md). */
  admin: 1024 * 1024,
} as const;

/** A route that takes no body may still be sent an empty JSON object; nothing bigger. */
const NO_BODY_LIMIT = 1024;

const payloadTooLarge = () => new AppError('payload_too_large', 'Request body is too large');

/** One parser per limit (there are a handful), made on first use. */
const parsers = new Map<number, ReturnType<typeof bodyParser>>();
function parserFor(limit: number): ReturnType<typeof bodyParser> {
  let parser = parsers.get(limit);
  if (!parser) {
    parser = bodyParser({
      enableTypes: ['json', 'form'],
      // A DELETE's body too: a route that takes none still reads what it is sent, up to its limit.
      parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
      // co-body (raw-body) stops reading as soon as a chunked or compressed body passes the limit.
      jsonLimit: limit,
      formLimit: limit,
      onError: (error) => {
        throw bodyError(error);
      },
    });
    parsers.set(limit, parser);
  }
  return parser;
}

/** How a body that cannot be read is refused: JSON that does not parse (or is not an object or a list) is a 400 of ours. */
function bodyError(error: unknown): unknown {
  return error instanceof SyntaxError ? badRequest('Request body is not valid JSON') : error;
}

/**
 * The JSON body of a request no middleware has seen (api/directScans.ts, which has checked its
 * type and declared length), read as the routes' parser reads one: the same library, limit and refusals.
 */
export async function readJsonRequest(request: IncomingMessage, limit: number): Promise<unknown> {
  try {
    return await coBody.json(request, { limit, strict: true, encoding: 'utf-8' });
  } catch (error) {
    throw bodyError(error);
  }
}

const noNext = async () => undefined;

/** A body is on its way when it has a length above zero or comes in chunks. */
function hasBody(ctx: AppContext): boolean {
  return ctx.get('Transfer-Encoding') !== '' || (ctx.request.length ?? 0) > 0;
}

/** A declared length past the limit is refused before a byte of the body is read. */
function checkDeclaredLength(ctx: AppContext, limit: number): void {
  if ((ctx.request.length ?? 0) > limit) throw payloadTooLarge();
}

const FORM = 'application/x-www-form-urlencoded';

/**
 * A body, or a declared content type, must be JSON (or, where `form` allows it, an HTML form's
 * fields); else 415. A request with neither needs nothing. A form always declares its type, so
 * even one without fields is refused where forms are not taken.
 */
function checkBodyType(ctx: AppContext, form: boolean): void {
  if (ctx.get('Content-Type') === '' && !hasBody(ctx)) return;
  const type = ctx.request.type;
  if (type === 'application/json' || (form && type === FORM)) return;
  throw new AppError('unsupported_media_type', 'Send the body as JSON with Content-Type: application/json');
}

interface BodyOptions {
  /** The most bytes to read (BODY_LIMITS); more is a 413, without reading the rest. */
  limit: number;
  form?: boolean;
}

/**
 * The request's body, read when the route asks for it: after the route has checked who is
 * calling, so a signed-out or non-admin caller hears 401 or 403 whatever they sent. A request
 * without a body reads as undefined.
 */
export async function readBody(ctx: AppContext, { limit, form = false }: BodyOptions): Promise<unknown> {
  checkBodyType(ctx, form);
  if (!hasBody(ctx)) return undefined;
  checkDeclaredLength(ctx, limit);
  await parserFor(limit)(ctx, noNext);
  return ctx.request.body;
}

/**
 * For a route that takes no body (a DELETE, `POST …/complete`), once it knows who is calling:
 * nothing, or a small JSON body, is accepted, and read like any other (a body is never simply
 * ignored, and one sent in chunks is cut off at the same small limit).
 */
export async function takeNoBody(ctx: AppContext, options: { form?: boolean } = {}): Promise<void> {
  await readBody(ctx, { limit: NO_BODY_LIMIT, form: options.form });
}

/** Reads the body and parses it with `schema`; no body reads as {} so the message names the missing field. */
export async function parseBody<S extends z.ZodType>(ctx: AppContext, schema: S, limit: number): Promise<z.infer<S>> {
  return parseRequest(schema, (await readBody(ctx, { limit })) ?? {});
}
