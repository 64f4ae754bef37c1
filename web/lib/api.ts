import type { ApiRequest, ApiTransport } from '../../core/client/transport';
import { participantApi } from '../../core/client/participant';
import type { ErrorCode } from '../../core/errors';

/**
 * The web's way to the API: every call sends the session cookie, bodies go out as JSON, and
 * any answer that is not OK becomes an ApiError. The calls themselves are core's typed client
 * (`api` here, `adminApi` in adminApi.ts); SWR reads the same GET paths through `fetcher`.
 */

/** An answer that is not OK: its status, the stable code from the body when it has one of ours, and the server's own words. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | null;

  constructor(status: number, message: string, code: ErrorCode | null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

/**
 * Fetches a path and throws an ApiError for any answer that is not OK. The API is on the page's
 * own origin, so fetch's default sends the session cookie.
 */
async function apiFetch({ method, path, body, signal }: ApiRequest): Promise<Response> {
  const json = 'application/json';
  // A body is JSON; a mutation without one (a DELETE, a completion) is sent bare.
  const hasBody = body !== undefined;
  const response = await fetch(path, {
    method,
    headers: hasBody ? { Accept: json, 'Content-Type': json } : { Accept: json },
    body: hasBody ? JSON.stringify(body) : undefined,
    signal,
  });
  if (!response.ok) throw await errorFromResponse(response);
  return response;
}

/** The error for an answer that is not OK: the JSON body's message, else the body text, else the status text. */
async function errorFromResponse(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let message = text.trim();
  let code: ErrorCode | null = null;
  try {
    const body: unknown = JSON.parse(text);
    if (isRecord(body)) {
      if (typeof body.message === 'string' && body.message) message = body.message;
      // Read as the shared union without shipping core's table to the first page: a code the
      // page does not know matches none of its rules, the same as no code at all.
      if (typeof body.code === 'string') code = body.code as ErrorCode;
    }
  } catch {
    // Not JSON (a proxy's page): the raw text is the message.
  }
  return new ApiError(response.status, message || response.statusText || 'Request failed', code);
}

export const transport: ApiTransport<Blob> = {
  async send(request) {
    const text = await (await apiFetch(request)).text();
    // An empty body (204) reads as null rather than failing to parse.
    return text ? (JSON.parse(text) as unknown) : null;
  },
  async download(path) {
    return (await apiFetch({ method: 'GET', path })).blob();
  },
};

/** The participant's calls. */
export const api = participantApi(transport);

/** The shared SWR fetcher: the key is the API path (core/apiPaths.ts). */
export function fetcher(path: string): Promise<unknown> {
  return transport.send({ method: 'GET', path });
}

/** A failure's own words: the server's for an ApiError, else what the browser said ('' for anything else). */
export function failureWords(error: unknown): string {
  return error instanceof Error ? error.message.trim() : '';
}

/** A failed read as a page shows it in brackets: the status before the server's words, as in "500: Boom". */
export function failureSummary(error: Error): string {
  return error instanceof ApiError ? `${error.status}: ${error.message}` : error.message;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
