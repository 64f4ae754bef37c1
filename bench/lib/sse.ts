/**
 * Thousands of server-sent-event clients on raw sockets: a hand-written GET and a scan of the
 * decoded body for an event line ("event: leaderboard", or "event: teams" on the team board's
 * stream). The data format is the server team's to change; the event line is the only thing
 * relied upon. An EventSource per client would cost the bench far
 * more memory and CPU than the server it measures.
 */
import { connect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';

/** The event a change of the race board (or a division's) arrives as. */
export const LEADERBOARD_EVENT = 'leaderboard';
export const LEADERBOARD_STREAM = '/api/leaderboard/stream';

export interface StreamTarget {
  host: string;
  port: number;
  /** The Host header (the server's own public host, or the balancer's). */
  hostHeader: string;
  path: string;
}

/** Decodes Transfer-Encoding: chunked as bytes arrive (chunk borders may fall anywhere, e.g. behind HAProxy). */
class ChunkedDecoder {
  private pending = '';
  private remaining = 0;
  private state: 'size' | 'data' | 'crlf' = 'size';

  push(text: string, emit: (data: string) => void): void {
    this.pending += text;
    for (;;) {
      if (this.state === 'size') {
        const end = this.pending.indexOf('\r\n');
        if (end < 0) return;
        this.remaining = Number.parseInt(this.pending.slice(0, end).split(';')[0] ?? '0', 16);
        this.pending = this.pending.slice(end + 2);
        this.state = this.remaining > 0 ? 'data' : 'crlf';
      } else if (this.state === 'data') {
        if (this.pending.length === 0) return;
        const data = this.pending.slice(0, this.remaining);
        this.pending = this.pending.slice(data.length);
        this.remaining -= data.length;
        emit(data);
        if (this.remaining === 0) this.state = 'crlf';
      } else {
        if (this.pending.length < 2) return;
        this.pending = this.pending.slice(2);
        this.state = 'size';
      }
    }
  }
}

export class StreamClient {
  status = 0;
  servedBy: string | undefined;
  /** performance.now() when the armed event's line first arrived after arm(). */
  receivedAt: number | undefined;
  /** The size of the event counted, from its event line to the blank line that ends it (once it all arrived). */
  receivedBytes: number | undefined;
  private received: string | null = null;
  closed = false;
  private armed = false;
  private eventLine = `event: ${LEADERBOARD_EVENT}`;
  private onReceived: (() => void) | undefined;
  private head = '';
  private tail = '';
  private decoder: ChunkedDecoder | null = null;
  private headersDone = false;

  constructor(private readonly socket: Socket) {}

  /** Resolves once the response headers arrived (status 200 means the stream is open). */
  start(target: StreamTarget, cookie: string, timeoutMs: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.close();
        reject(new Error(`no answer to ${target.path} within ${timeoutMs / 1000} s`));
      }, timeoutMs);
      this.socket.setNoDelay(true);
      this.socket.setEncoding('latin1');
      this.socket.on('data', (text: string) => {
        if (this.headersDone) return this.body(text);
        this.head += text;
        const end = this.head.indexOf('\r\n\r\n');
        if (end < 0) return;
        clearTimeout(timer);
        this.headers(this.head.slice(0, end));
        const rest = this.head.slice(end + 4);
        this.head = '';
        this.headersDone = true;
        resolve();
        if (rest) this.body(rest);
      });
      this.socket.on('error', (error) => {
        clearTimeout(timer);
        if (!this.headersDone) reject(error);
      });
      this.socket.on('close', () => {
        this.closed = true;
        clearTimeout(timer);
        if (!this.headersDone) reject(new Error('connection closed before the response headers'));
      });
      this.socket.write(
        `GET ${target.path} HTTP/1.1\r\nHost: ${target.hostHeader}\r\nAccept: text/event-stream\r\nCookie: ${cookie}\r\n\r\n`,
      );
    });
  }

  /** From now on, the next `event: <event>` line counts (and calls `onReceived`). */
  arm(onReceived: () => void, event = LEADERBOARD_EVENT): void {
    this.armed = true;
    this.eventLine = `event: ${event}`;
    this.receivedAt = undefined;
    this.receivedBytes = undefined;
    this.received = null;
    this.tail = '';
    this.onReceived = onReceived;
  }

  close(): void {
    this.socket.destroy();
  }

  private headers(block: string): void {
    const [statusLine = '', ...lines] = block.split('\r\n');
    this.status = Number(statusLine.split(' ')[1] ?? 0);
    for (const line of lines) {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      if (name === 'transfer-encoding' && value.toLowerCase().includes('chunked')) this.decoder = new ChunkedDecoder();
      if (name === 'x-served-by') this.servedBy = value;
    }
  }

  private body(text: string): void {
    if (this.decoder) this.decoder.push(text, (data) => this.data(data));
    else this.data(text);
  }

  private data(text: string): void {
    if (this.received !== null) return this.measure(text);
    if (!this.armed || this.receivedAt !== undefined) return;
    // The event line may straddle two reads: keep the end of the previous one.
    const searchable = this.tail + text;
    const at = searchable.indexOf(this.eventLine);
    if (at >= 0) {
      this.receivedAt = performance.now();
      this.onReceived?.();
      this.received = '';
      this.measure(searchable.slice(at));
    } else {
      this.tail = searchable.slice(-this.eventLine.length);
    }
  }

  /** The counted event's text so far (latin1: a character per byte), until its blank line. */
  private measure(text: string): void {
    const received = (this.received ?? '') + text;
    const end = received.indexOf('\n\n');
    if (end < 0) {
      this.received = received;
      return;
    }
    this.receivedBytes = end + 2;
    this.received = null;
  }
}

/**
 * Opens one stream per cookie, `concurrency` connection attempts at a time (a few thousand
 * SYNs at once would only measure the listen backlog), and resolves when every one answered.
 */
export async function openStreams(target: StreamTarget, cookies: readonly string[], concurrency = 200, timeoutMs = 60_000): Promise<StreamClient[]> {
  const clients: StreamClient[] = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < cookies.length; index = next++) {
      const client = new StreamClient(connect({ host: target.host, port: target.port }));
      clients[index] = client;
      await client.start(target, cookies[index] ?? '', timeoutMs);
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(concurrency, cookies.length) }, worker));
  } catch (error) {
    closeStreams(clients);
    throw error;
  }
  return clients;
}

export function closeStreams(clients: readonly (StreamClient | undefined)[]): void {
  for (const client of clients) client?.close();
}

/** Arms every client for `event` and resolves when all have received it, or when `timeoutMs` passed. */
export function armAll(clients: readonly StreamClient[], timeoutMs: number, event = LEADERBOARD_EVENT): { everyoneReceived: Promise<void> } {
  let waiting = clients.length;
  let done: () => void = () => undefined;
  const everyoneReceived = new Promise<void>((resolve) => {
    done = resolve;
  });
  const timer = setTimeout(done, timeoutMs);
  const received = () => {
    waiting--;
    if (waiting === 0) {
      clearTimeout(timer);
      done();
    }
  };
  for (const client of clients) client.arm(received, event);
  if (clients.length === 0) done();
  return { everyoneReceived };
}
