import { request, type IncomingHttpHeaders } from 'node:http';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface RawRequestOptions {
  headers?: Record<string, string>;
  /** Sent with its Content-Length, or in chunks (Transfer-Encoding: chunked) when `chunked`. */
  body?: string | Buffer;
  chunked?: boolean;
}

/**
 * One HTTP request exactly as written: any method, a request target fetch would normalise or
 * refuse (`//evil.example/x`, `/\evil`, an absolute URL), any Host header. A fresh connection
 * each time, so a refused body never spoils the next request.
 */
export function rawRequest(baseUrl: string, method: string, target: string, options: RawRequestOptions = {}): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  const headers: Record<string, string> = { Connection: 'close', ...options.headers };
  const { body } = options;
  if (body !== undefined && !options.chunked) headers['Content-Length'] = String(Buffer.byteLength(body));
  return new Promise((resolve, reject) => {
    const sent = request({ host: hostname, port, method, path: target, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    sent.on('error', reject);
    if (body !== undefined) sent.write(body);
    sent.end();
  });
}
