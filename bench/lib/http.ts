import { request } from 'undici';

export interface JsonResponse {
  status: number;
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
}

/** One JSON request for setting up or checking (not for measuring: see load.ts). */
export async function requestJson(
  origin: string,
  method: 'GET' | 'POST',
  path: string,
  options: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<JsonResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  // A new connection each time (reset): behind HAProxy every request is balanced on its own.
  const response = await request(`${origin}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    reset: true,
  });
  const text = await response.body.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: keep the text, the caller reports it.
  }
  return { status: response.statusCode, body, headers: response.headers };
}

/** A field of a JSON object answer, or undefined. */
export function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}
