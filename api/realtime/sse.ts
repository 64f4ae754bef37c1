import type { Socket } from 'node:net';
import type { Context } from 'koa';

/**
 * What a stream needs of a request: Koa's own context, not the app's, so the live streams do not
 * depend on the app's state (and through it on every dependency).
 */
export type StreamContext = Pick<Context, 'req' | 'res' | 'status' | 'respond'>;

/**
 * An open event stream: the connection's socket itself. Messages are written to it as they are,
 * and the stream ends when it closes.
 */
export type EventStream = Pick<Socket, 'write' | 'writableLength' | 'end' | 'destroy' | 'once' | 'cork' | 'uncork'>;

/** The headers every event stream adds to those the middleware set (the security headers). */
const STREAM_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  // Each stream is its reader's own (the leaderboard's carries their position).
  'Cache-Control': 'private, no-store, no-transform',
  // The body ends when the connection does: no chunk framing, and nothing follows on it.
  Connection: 'close',
  'X-Accel-Buffering': 'no',
};

/** Node keeps a response's header names in lower case. */
const lowerCaseStreamHeaders = new Set(Object.keys(STREAM_HEADERS).map((name) => name.toLowerCase()));

/** The response's head as HTTP/1.1 writes it: what the middleware set, then the stream's own headers. */
function responseHead(ctx: StreamContext): string {
  const lines = ['HTTP/1.1 200 OK'];
  const set = ctx.res.getHeaders();
  for (const name of Object.keys(set)) {
    const value = set[name];
    if (value === undefined || lowerCaseStreamHeaders.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${one}`);
  }
  for (const [name, value] of Object.entries(STREAM_HEADERS)) lines.push(`${name}: ${value}`);
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/**
 * Turns a request into a server-sent-events stream that Koa and Node's response leave alone, and
 * returns its socket: no timeout, no Nagle delay, no proxy buffering, and a 3 s reconnect delay
 * for the browser. The head and every message go to the socket directly, so an open stream holds
 * no response buffers and no chunk framing, and a message to thousands of readers is one write
 * each. The caller writes messages to the stream and forgets it on 'close'.
 */
export function openEventStream(ctx: StreamContext): EventStream {
  ctx.status = 200;
  ctx.respond = false;
  const socket = ctx.req.socket;
  socket.setNoDelay(true);
  socket.write(`${responseHead(ctx)}retry: 3000\n\n`);
  // The request is answered as far as Node and Koa are concerned: told so, they let go of the
  // request, the response and Koa's context (session, cookies, user, headers), and for as long as
  // the stream lasts the connection keeps only its socket and parser.
  ctx.res.emit('finish');
  // After Node's own 'finish' handler, which arms the idle connection's keep-alive timeout.
  socket.setTimeout(0);
  return socket;
}

/** One message: the event's name and its data, already serialised on one line. */
export function eventMessage(event: string, json: string): string {
  return `event: ${event}\ndata: ${json}\n\n`;
}
