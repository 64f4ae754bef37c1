import { bodyParser } from '@koa/bodyparser';
import type { z } from 'zod';
import type { AppContext } from './context';
import { AppError } from './errors';
import { parseRequest } from './validation';

const parseJsonOrForm = bodyParser({
  enableTypes: ['json', 'form'],
  // DELETE /api/user carries its confirmation in the body; the parser's default skips DELETE.
  parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  jsonLimit: '1mb',
  formLimit: '16kb',
  onError: (error) => {
    if (error instanceof SyntaxError) throw new AppError(400, 'bad_request', 'Request body is not valid JSON');
    throw error;
  },
});

const noNext = async () => undefined;

/** A body is on its way when it has a length above zero or comes in chunks. */
function hasBody(ctx: AppContext): boolean {
  return ctx.get('Transfer-Encoding') !== '' || (ctx.request.length ?? 0) > 0;
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
  throw new AppError(415, 'unsupported_media_type', 'Send the body as JSON with Content-Type: application/json');
}

/**
 * The request's body, read when the route asks for it: after the route has checked who is
 * calling, so a signed-out or non-admin caller hears 401 or 403 whatever they sent. A request
 * without a body reads as undefined.
 */
export async function readBody(ctx: AppContext, options: { form?: boolean } = {}): Promise<unknown> {
  checkBodyType(ctx, options.form ?? false);
  if (!hasBody(ctx)) return undefined;
  await parseJsonOrForm(ctx, noNext);
  return ctx.request.body;
}

/**
 * For a route that takes no body (a DELETE, `POST …/complete`), once it knows who is calling:
 * nothing, or JSON, is accepted, as for any other route (a body is never simply ignored).
 */
export function takeNoBody(ctx: AppContext, options: { form?: boolean } = {}): void {
  checkBodyType(ctx, options.form ?? false);
}

/** Reads the body and parses it with `schema`; no body reads as {} so the message names the missing field. */
export async function parseBody<S extends z.ZodType>(ctx: AppContext, schema: S): Promise<z.infer<S>> {
  return parseRequest(schema, (await readBody(ctx)) ?? {});
}
