import { statusOf, type ErrorCode } from '../core/errors';
import type { Language } from '../core/language';
import { wordIn, type MessageValues } from './messages';

/**
 * The one error type the API throws; the error middleware renders it as JSON {message, code}
 * with the status core/errors.ts gives the code, its message in the request's language. The
 * message is written in English with its values apart (`conflict('… {status}', { status })`):
 * the English is the id of its translations (api/messages.ts).
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly template: string,
    readonly values: MessageValues = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(wordIn('en', template, values));
    this.status = statusOf(code);
  }

  /** The message in a reader's language. */
  messageIn(language: Language): string {
    return wordIn(language, this.template, this.values);
  }
}

export const badRequest = (message: string, values?: MessageValues) => new AppError('bad_request', message, values);
export const unauthorized = (message = 'Unauthorized', values?: MessageValues) => new AppError('unauthorized', message, values);
export const forbidden = (message = 'Forbidden', values?: MessageValues) => new AppError('forbidden', message, values);
export const notFound = (message = 'Not found', values?: MessageValues) => new AppError('not_found', message, values);
export const conflict = (message: string, values?: MessageValues) => new AppError('conflict', message, values);
