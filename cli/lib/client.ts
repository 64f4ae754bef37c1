import type { z } from 'zod';
import type { AdminApi } from '../../core/client/admin';
import type { ApiRequest, ApiTransport, HttpMethod } from '../../core/client/transport';
import { errorCodeOf, type ErrorCode } from '../../core/errors';
import { ApiError, CliError, NetworkError } from './errors';

const REQUEST_TIMEOUT_MS = 120_000;

/** A file the server sent: its bytes and the name it suggested. */
export interface Download {
  bytes: Buffer;
  fileName: string | null;
}

/** The admin API's calls as the commands make them (core's typed client over this transport). */
export type CliAdminApi = AdminApi<Download>;

/**
 * The HTTP API as the CLI reaches it: JSON in and out, a Bearer token when there is one, and
 * every failure as an ApiError (the server's message) or a NetworkError (no answer).
 * Redirects are not followed: the token must never travel on to wherever a server points
 * (an http:// URL, another host), so a redirect is an error naming the URL to use instead.
 */
export class HuntTransport implements ApiTransport<Download> {
  constructor(
    readonly baseUrl: string,
    private readonly token?: string,
  ) {}

  async send({ method, path, body }: ApiRequest): Promise<unknown> {
    const response = await this.fetch(method, path, body);
    const text = await response.text();
    if (!response.ok) throw errorFrom(response.status, text, this.baseUrl);
    try {
      return text ? (JSON.parse(text) as unknown) : null;
    } catch {
      throw new CliError(`${this.baseUrl} answered ${path} with something other than JSON: is it a Campus Hunt server?`);
    }
  }

  async download(path: string): Promise<Download> {
    const response = await this.fetch('GET', path);
    if (!response.ok) throw errorFrom(response.status, await response.text(), this.baseUrl);
    const disposition = response.headers.get('content-disposition') ?? '';
    const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
    return { bytes: Buffer.from(await response.arrayBuffer()), fileName };
  }

  private async fetch(method: HttpMethod, path: string, body?: unknown): Promise<Response> {
    // English whatever the event's default language: the CLI stays English (docs/product.md, "Languages").
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': 'en', 'User-Agent': 'hunt-cli' };
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
 * An answer checked against its contract (a core zod schema), for a server the CLI does not know
 * yet (`hunt login`); anything else is not the server this CLI knows.
 */
export function checkAnswer<S extends z.ZodType>(schema: S, baseUrl: string, path: string, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  throw new CliError(`${baseUrl} answered ${path} unexpectedly (${field}${issue?.message ?? 'invalid'}): is it a Campus Hunt server of this version?`);
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
  let code: ErrorCode | null = null;
  try {
    const parsed = JSON.parse(text) as { message?: unknown; code?: unknown };
    if (typeof parsed.message === 'string' && parsed.message) message = parsed.message;
    code = errorCodeOf(parsed.code);
  } catch {
    // Not JSON (a proxy's error page): keep the text, shortened to one line.
    message = message.split('\n')[0]?.slice(0, 200) ?? '';
  }
  return new ApiError(status, message || `HTTP ${status}`, code, url);
}
