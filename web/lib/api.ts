/**
 * The one fetcher the client uses to talk to the API. Every call sends the session cookie,
 * bodies go out as JSON, and any non-OK answer becomes an ApiError whose message reads
 * "{status}: {message}" (SPEC section 8), so callers can match on the status or the text.
 */

export class ApiError extends Error {
  readonly status: number;
  /** The stable error code from the body ({message, code}), when the server sent one. */
  readonly code: string | null;

  constructor(status: number, detail: string, code: string | null) {
    super(`${status}: ${detail}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiFetchOptions {
  method?: HttpMethod;
  /** Serialised as JSON with a JSON content type. */
  body?: unknown;
  signal?: AbortSignal;
}

/** Fetches a path with credentials and throws an ApiError for any non-OK answer. */
export async function apiFetch(path: string, options: ApiFetchOptions = {}): Promise<Response> {
  const init: RequestInit = {
    method: options.method ?? 'GET',
    credentials: 'include',
    headers: { Accept: 'application/json' },
    signal: options.signal,
  };
  // A body is JSON; a mutation without one (a DELETE, a completion) is sent bare.
  if (options.body !== undefined) {
    init.headers = { Accept: 'application/json', 'Content-Type': 'application/json' };
    init.body = JSON.stringify(options.body);
  }
  const response = await fetch(path, init);
  if (!response.ok) throw await errorFromResponse(response);
  return response;
}

/** Builds the generic error: the JSON body's message, else the body text, else the status text. */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let detail = text.trim();
  let code: string | null = null;
  try {
    const body: unknown = JSON.parse(text);
    if (isRecord(body)) {
      if (typeof body.message === 'string' && body.message) detail = body.message;
      if (typeof body.code === 'string') code = body.code;
    }
  } catch {
    // Not JSON: the raw text is the message.
  }
  return new ApiError(response.status, detail || response.statusText || 'Request failed', code);
}

export interface GetJsonOptions {
  /** When true a 401 resolves to null instead of throwing; used to ask "who is signed in?". */
  nullOn401: true;
}

export function getJson<T>(path: string): Promise<T>;
export function getJson<T>(path: string, options: GetJsonOptions): Promise<T | null>;
export async function getJson<T>(path: string, options?: GetJsonOptions): Promise<T | null> {
  try {
    return await readJson<T>(await apiFetch(path));
  } catch (error) {
    if (options?.nullOn401 && error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export async function postJson<T>(path: string, body: unknown, method: HttpMethod = 'POST', signal?: AbortSignal): Promise<T> {
  return readJson<T>(await apiFetch(path, { method, body, signal }));
}

/** A mutation (POST, PUT, PATCH, DELETE) with an optional JSON body; resolves to the parsed answer (null for 204). */
export async function sendJson<T = unknown>(method: Exclude<HttpMethod, 'GET'>, path: string, body?: unknown): Promise<T> {
  return readJson<T>(await apiFetch(path, { method, body }));
}

/** The shared SWR fetcher: the key is the API path. */
export function fetcher<T>(path: string): Promise<T> {
  return getJson<T>(path);
}

/** The text after "NNN: " in an ApiError message (the server's own words). */
export function serverMessage(error: unknown): string {
  if (!(error instanceof Error)) return '';
  return error.message.replace(/^\d{3}: /, '').trim();
}

async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  // An empty body (204) reads as null rather than failing to parse.
  return (text ? JSON.parse(text) : null) as T;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
