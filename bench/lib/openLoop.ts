import net from 'node:net';
import { performance } from 'node:perf_hooks';
import type { CallResult, HttpCall, LoadResult } from './load';

const TIMEOUT_MS = 60_000;
const HEAD_END = Buffer.from('\r\n\r\n');

/**
 * Open loop: every call on its own new connection, fired at a random moment within `windowMs`
 * whether or not earlier ones were answered, the way a crowd arrives.
 */
export async function runOpenLoop(origin: string, calls: readonly HttpCall[], windowMs: number): Promise<LoadResult> {
  const target = targetOf(origin);
  const started = performance.now();
  const results = await Promise.all(
    calls.map(
      (call) =>
        new Promise<CallResult>((resolve) => {
          setTimeout(() => resolve(sendOnNewConnection(target, call)), Math.random() * windowMs);
        }),
    ),
  );
  return { results, elapsedMs: performance.now() - started };
}

/**
 * One call on its own new connection, closed by the server after its answer (`Connection:
 * close`), over a bare socket. The open-loop crowds send thousands of these in two seconds on
 * the machine that serves them: an HTTP client object per connection (undici's, with its parser
 * and timers) cost the bench 0.3-0.4 ms of CPU a call, a fifth of the machine in the finale,
 * where a phone's cost is its own. A failure without an answer is status 0, never thrown.
 */
export function sendOnNewConnection(target: Target, call: HttpCall): Promise<CallResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let settled = false;
    const settle = (result: Omit<CallResult, 'latencyMs'>) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve({ ...result, latencyMs: performance.now() - started });
    };
    const socket = net.connect({ host: target.hostname, port: target.port, noDelay: true });
    socket.setTimeout(TIMEOUT_MS, () => settle({ status: 0, bytes: 0, error: `no answer within ${TIMEOUT_MS / 1000} s` }));
    // A reset after the whole answer came (the server closing first) does not undo the answer.
    socket.on('error', (error) => {
      const answer = parseAnswer(Buffer.concat(chunks));
      settle(answer.status === 0 ? { status: 0, bytes: 0, error: error.message } : answer);
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => settle(parseAnswer(Buffer.concat(chunks))));
    // Written, not ended: Node's server drops a request whose connection the client half-closed.
    socket.write(requestBytes(target.host, call));
  });
}

/** Where the calls go: the socket's address, and the Host header's. */
interface Target {
  hostname: string;
  port: number;
  host: string;
}

function targetOf(origin: string): Target {
  const url = new URL(origin);
  if (url.protocol !== 'http:') throw new Error(`the open loop speaks plain HTTP, not ${url.protocol} (${origin})`);
  // An IPv6 address comes in brackets, which the Host header keeps and a socket does not take.
  return { hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'), port: Number(url.port || 80), host: url.host };
}

function requestBytes(host: string, call: HttpCall): Buffer {
  const body = call.body === undefined ? undefined : Buffer.from(call.body);
  const lines = [`${call.method} ${call.path} HTTP/1.1`, `host: ${host}`, 'connection: close'];
  for (const [name, value] of Object.entries(call.headers)) lines.push(`${name}: ${value}`);
  if (body) lines.push(`content-length: ${body.length}`);
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`);
  return body ? Buffer.concat([head, body]) : head;
}

/** The status and body length of a whole HTTP/1.1 answer; status 0 when it is cut short. */
function parseAnswer(answer: Buffer): Omit<CallResult, 'latencyMs'> {
  const headEnd = answer.indexOf(HEAD_END);
  const statusLine = /^HTTP\/1\.[01] (\d{3})/.exec(answer.subarray(0, Math.min(answer.length, 16)).toString('latin1'));
  if (headEnd < 0 || !statusLine) return { status: 0, bytes: 0, error: 'the connection closed before a whole answer' };
  const head = answer.subarray(0, headEnd).toString('latin1').toLowerCase();
  const body = answer.subarray(headEnd + HEAD_END.length);
  const status = Number(statusLine[1]);
  // These never carry a body, whatever length their headers give (RFC 9110, 6.4.1).
  if (status === 204 || status === 304 || status < 200) return { status, bytes: 0 };
  const bytes = /\r\ntransfer-encoding: *chunked/.test(head) ? chunkedLength(body) : body.length;
  const declared = /\r\ncontent-length: *(\d+)/.exec(head);
  if (bytes === null || (declared && Number(declared[1]) !== bytes)) {
    return { status: 0, bytes: 0, error: 'the connection closed before the whole body' };
  }
  return { status, bytes };
}

/** The payload's length of a chunked body, or null when it does not end with its last chunk. */
function chunkedLength(body: Buffer): number | null {
  let at = 0;
  let total = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd < 0) return null;
    const size = parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
    if (Number.isNaN(size)) return null;
    if (size === 0) return total;
    total += size;
    at = lineEnd + 2 + size + 2;
  }
}
