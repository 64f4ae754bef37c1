import type { ErrorCode } from '../../core/errors';

/**
 * The CLI's failures. Every one ends as a single helpful line (run in program.ts); the exit
 * code says what kind: 1 for a failure, 2 for a usage problem, 130 for Ctrl+C at a prompt.
 */
export class CliError extends Error {
  readonly exitCode: number = 1;
}

/** Bad or missing input on the command line: exit code 2. */
export class UsageError extends CliError {
  override readonly exitCode: number = 2;
}

/** Ctrl+C at a prompt: the person chose to stop, so nothing is printed (exit 130, as after SIGINT). */
export class PromptCancelled extends CliError {
  override readonly exitCode: number = 130;
  constructor() {
    super('Cancelled');
  }
}

/** The server answered with a status that is not OK; `message` is the server's own words, `code` one of the API's or null. */
export class ApiError extends CliError {
  constructor(
    readonly status: number,
    message: string,
    readonly code: ErrorCode | null,
    readonly url: string,
  ) {
    super(message);
  }
}

/** The server could not be reached at all. */
export class NetworkError extends CliError {
  constructor(readonly url: string, cause: unknown) {
    super(`Cannot reach ${url}: is the server running?`, { cause });
  }
}

export const NOT_LOGGED_IN = 'Not logged in or token revoked/expired: run `hunt login`';

/** The one line a person reads for any error. */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) return describeApiError(error);
  if (error instanceof CliError) return error.message;
  if (error instanceof Error) return `Unexpected error: ${error.message}`;
  return `Unexpected error: ${String(error)}`;
}

function describeApiError(error: ApiError): string {
  if (error.status === 401) return NOT_LOGGED_IN;
  if (error.status === 403) {
    return `Your account is not an administrator on ${error.url} (403: ${error.message}): ask an organiser to promote you`;
  }
  if (error.status >= 500) return `The server failed (${error.status}): ${error.message}`;
  return `${error.message} (${error.status})`;
}

export function exitCodeOf(error: unknown): number {
  return error instanceof CliError ? error.exitCode : 1;
}
