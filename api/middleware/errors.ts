import type { Next } from 'koa';
import type { AppContext } from '../context';
import type { Language } from '../../core/language';
import type { Logger } from 'pino';
import { AppError, notFound } from '../errors';
import { requestLanguage } from '../language';
import { wordIn } from '../messages';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { methodNotAllowed } from './methods';

interface HttpishError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
  message?: string;
}

/** Long enough for PostgreSQL to restart or fail over; clients and balancers try again after it. */
const RETRY_AFTER_S = 5;

/**
 * The one place errors become responses: JSON {message, code}, the message in the request's
 * language (api/language.ts; the CLI asks for none, so it reads English); unknown errors leak nothing.
 */
export async function renderErrors(ctx: AppContext, next: Next): Promise<void> {
  try {
    await next();
    if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api/')) {
      throw notFound('Not found');
    }
    // The routers' 405 (a path that takes other methods) comes with Allow and no body.
    if (ctx.status === 405 && ctx.body === undefined) throw methodNotAllowed(ctx.response.get('Allow').split(', '));
  } catch (error) {
    const { status, code, message, headers } = errorAnswer(ctx.state.deps.logger, ctx.path, error, requestLanguage(ctx));
    ctx.status = status;
    ctx.set(headers);
    ctx.body = { message, code };
  }
}

/** An error as the API answers it (also for the scans answered before the middleware, api/directScans.ts), logged when it is ours. */
export function errorAnswer(logger: Logger, path: string, error: unknown, language: Language): ErrorAnswer {
  const answer = describe(error, language);
  // While the database is out, every request ends here: expected, so a warning rather than an error.
  if (answer.code === 'unavailable') logger.warn({ err: error, path }, 'database unavailable');
  else if (answer.status >= 500) logger.error({ err: error, path }, 'request failed');
  return answer;
}

export interface ErrorAnswer {
  status: number;
  code: string;
  message: string;
  headers: Record<string, string>;
}

function describe(error: unknown, language: Language): ErrorAnswer {
  if (error instanceof AppError) {
    return { status: error.status, code: error.code, message: error.messageIn(language), headers: error.headers };
  }
  if (isDatabaseUnavailable(error)) {
    return { status: 503, code: 'unavailable', message: wordIn(language, 'The service is briefly unavailable. Please try again in a moment.'), headers: { 'Retry-After': String(RETRY_AFTER_S) } };
  }
  const httpish = (typeof error === 'object' && error !== null ? error : {}) as HttpishError;
  const status = httpish.status ?? httpish.statusCode ?? 500;
  if (status === 413) return { status, code: 'payload_too_large', message: wordIn(language, 'Request body is too large'), headers: {} };
  if (status === 415) return { status, code: 'unsupported_media_type', message: wordIn(language, 'Send the body as JSON with Content-Type: application/json'), headers: {} };
  if (status === 400 && httpish.type === 'entity.parse.failed') {
    return { status, code: 'bad_request', message: wordIn(language, 'Request body is not valid JSON'), headers: {} };
  }
  if (status === 429) return { status, code: 'rate_limited', message: wordIn(language, httpish.message ?? 'Too many requests'), headers: {} };
  if (status === 405) return { status, code: 'method_not_allowed', message: wordIn(language, 'Method not allowed'), headers: {} };
  if (status < 500 && httpish.expose && httpish.message) {
    return { status, code: status === 404 ? 'not_found' : 'bad_request', message: httpish.message, headers: {} };
  }
  return { status: 500, code: 'internal_error', message: wordIn(language, 'Something went wrong on our side'), headers: {} };
}
