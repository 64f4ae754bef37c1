import { bodyParser } from '@koa/bodyparser';
import type { z } from 'zod';
import type { AppContext } from './context';
import { AppError } from './errors';
import { parseRequest } from './validation';

const parseJsonOrForm = bodyParser({
  enableTypes: ['json', 'form'],
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

/**
 * The request's body, read when the route asks for it: after the route has checked who is
 * calling, so a signed-out or non-admin caller hears 401 or 403 whatever they sent. A request
 * without a body needs no content type (a DELETE, a POST …/complete) and reads as undefined;
 * a body must be JSON (or, where `form` allows it, an HTML form's fields), else 415.
 */
export async function readBody(ctx: AppContext, options: { form?: boolean } = {}): Promise<unknown> {
  if (!hasBody(ctx)) return undefined;
  const type = ctx.request.type;
  if (type !== 'application/json' && !(options.form && type === 'application/x-www-form-urlencoded')) {
    throw new AppError(415, 'unsupported_media_type', 'Send the body as JSON with Content-Type: application/json');
  }
  await parseJsonOrForm(ctx, noNext);
  return ctx.request.body;
}

/** Reads the body and parses it with `schema`; no body reads as {} so the message names the missing field. */
export async function parseBody<S extends z.ZodType>(ctx: AppContext, schema: S): Promise<z.infer<S>> {
  return parseRequest(schema, (await readBody(ctx)) ?? {});
}
