import type { z } from 'zod';
import { ApiError, CliError, NetworkError } from './errors';

const REQUEST_TIMEOUT_MS = 120_000;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The admin HTTP API as the CLI sees it: JSON in and out, a Bearer token when there is one,
 * and every failure as an ApiError (the server's message) or a NetworkError (no answer).
 * Redirects are not followed: the token must never travel on to wherever a server points
 * (an http:// URL, another host), so a redirect is an error naming the URL to use instead.
 */
export class HuntClient {
  constructor(
    readonly baseUrl: string,
    private readonly token?: string,
  ) {}

  get<T>(path: string): Promise<T> {
    return this.json<T>('GET', path);
  }

  post<T>(path: string, body?: unknown): Promise<T> {
    return this.json<T>('POST', path, body);
  }

  put<T>(path: string, body: unknown): Promise<T> {
    return this.json<T>('PUT', path, body);
  }

  patch<T>(path: string, body: unknown): Promise<T> {
    return this.json<T>('PATCH', path, body);
  }

  delete(path: string): Promise<void> {
    return this.json<void>('DELETE', path);
  }

  /** A non-OK answer is an ApiError; callers that expect several statuses (login polling) use this. */
  async send(method: Method, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
    const response = await this.fetch(method, path, body);
    const text = await response.text();
    if (!response.ok) throw errorFrom(response.status, text, this.baseUrl);
    try {
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
    } catch {
      throw new CliError(`${this.baseUrl} answered ${path} with something other than JSON: is it a Campus Hunt server?`);
    }
  }

  /** An answer checked against its contract (a core zod schema); anything else is not the server this CLI knows. */
  parseAnswer<S extends z.ZodType>(schema: S, path: string, body: unknown): z.infer<S> {
    const parsed = schema.safeParse(body);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    const field = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw new CliError(`${this.baseUrl} answered ${path} unexpectedly (${field}${issue?.message ?? 'invalid'}): is it a Campus Hunt server of this version?`);
  }

  /** A file download: its bytes and the file name the server suggested. */
  async download(path: string): Promise<{ bytes: Buffer; fileName: string | null }> {
    const response = await this.fetch('GET', path);
    if (!response.ok) throw errorFrom(response.status, await response.text(), this.baseUrl);
    const disposition = response.headers.get('content-disposition') ?? '';
    const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
    return { bytes: Buffer.from(await response.arrayBuffer()), fileName };
  }

  private async json<T>(method: Method, path: string, body?: unknown): Promise<T> {
    return (await this.send(method, path, body)).body as T;
  }

  private async fetch(method: Method, path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json', 'User-Agent': 'hunt-cli' };
    if (this.token) headers.Authorization = `Bearer ${this.token}`;
    if (method !== 'GET') headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new NetworkError(this.baseUrl, error);
    }
    const location = response.status >= 300 && response.status < 400 ? response.headers.get('location') : null;
    if (location !== null) {
      await response.body?.cancel();
      throw new CliError(`The server redirected to ${redirectedServer(location, this.baseUrl, path)}: use that URL with --url`);
    }
    return response;
  }
}

/**
 * Where a redirect points, as a server URL: a server that moved as a whole (http to https,
 * another host) keeps the path, so the suggestion is its base; any other target is shown whole.
 */
export function redirectedServer(location: string, baseUrl: string, path: string): string {
  let target: string;
  try {
    target = new URL(location, `${baseUrl}${path}`).toString();
  } catch {
    return location;
  }
  return target.endsWith(path) ? target.slice(0, -path.length).replace(/\/+$/, '') : target;
}

function errorFrom(status: number, text: string, url: string): ApiError {
  let message = text.trim();
  let code: string | null = null;
  try {
    const parsed = JSON.parse(text) as { message?: unknown; code?: unknown };
    if (typeof parsed.message === 'string' && parsed.message) message = parsed.message;
    if (typeof parsed.code === 'string') code = parsed.code;
  } catch {
    // Not JSON (a proxy's error page): keep the text, shortened to one line.
    message = message.split('\n')[0]?.slice(0, 200) ?? '';
  }
  return new ApiError(status, message || `HTTP ${status}`, code, url);
}
