import { request, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';

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

const PIECE = 64 * 1024;

/**
 * One HTTP request exactly as written: any method, a request target fetch would normalise or
 * refuse (`//evil.example/x`, `/\evil`, an absolute URL), any Host header. A fresh connection
 * each time, so a refused body never spoils the next request. The body goes out a piece at a
 * time and stops as soon as the server answers, as a browser does, so a server that refuses a
 * large body early is heard rather than reset.
 */
export function rawRequest(baseUrl: string, method: string, target: string, options: RawRequestOptions = {}): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  const headers: Record<string, string> = { Connection: 'close', ...options.headers };
  const body = options.body === undefined ? undefined : Buffer.from(options.body);
  if (body && options.chunked) headers['Transfer-Encoding'] = 'chunked';
  else if (body) headers['Content-Length'] = String(body.length);
  return new Promise((resolve, reject) => {
    let answered = false;
    const sent = request({ host: hostname, port, method, path: target, headers, agent: false }, (response: IncomingMessage) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        sent.destroy();
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') });
      });
      response.on('error', reject);
    });
    // Once answered, the server may close while the rest of the body is still on its way.
    sent.on('error', (error) => (answered ? undefined : reject(error)));
    const writeFrom = (at: number): void => {
      if (answered || sent.destroyed) return;
      if (!body || at >= body.length) {
        sent.end();
        return;
      }
      const more = sent.write(body.subarray(at, at + PIECE));
      if (more) setImmediate(() => writeFrom(at + PIECE));
      else sent.once('drain', () => writeFrom(at + PIECE));
    };
    writeFrom(0);
  });
}
