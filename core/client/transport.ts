export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequest {
  method: HttpMethod;
  path: string;
  /** Sent as JSON; a request without one goes out bare. */
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * How a client reaches the API: the web's fetch with the session cookie, the CLI's with its
 * token. Either throws its own error for an answer that is not OK (reading `code` as
 * core/errors.ts's union) and for no answer at all.
 */
export interface ApiTransport<File = unknown> {
  /** One request; resolves to the parsed JSON answer, null for an empty one (204). */
  send(request: ApiRequest): Promise<unknown>;
  /** A file the server offers as a download (GET). */
  download(path: string): Promise<File>;
}

/**
 * One call, its answer typed as the API's presenters shape it. The answer is not checked at run
 * time: the clients ship no schemas (the participant's pages stay small); a client that talks
 * to servers it does not know (the CLI's login) checks with core's schemas itself.
 */
export async function call<T>(transport: ApiTransport, request: ApiRequest): Promise<T> {
  return (await transport.send(request)) as T;
}

/** A GET, typed. */
export function read<T>(transport: ApiTransport, path: string, signal?: AbortSignal): Promise<T> {
  return call<T>(transport, { method: 'GET', path, signal });
}
