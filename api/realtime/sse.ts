import type { ServerResponse } from 'node:http';
import type { Context } from 'koa';

/**
 * What a stream needs of a request: Koa's own context, not the app's, so the live streams do not
 * depend on the app's state (and through it on every dependency).
 */
export type StreamContext = Pick<Context, 'req' | 'res' | 'status' | 'respond'>;

/**
 * Turns a request into a server-sent-events response that Koa leaves alone: no timeout, no
 * Nagle delay, no proxy buffering, and a 3 s reconnect delay for the browser. The caller
 * writes messages to the returned response and forgets it on 'close'.
 */
export function openEventStream(ctx: StreamContext): ServerResponse {
  ctx.status = 200;
  ctx.respond = false;
  ctx.req.socket.setTimeout(0);
  ctx.req.socket.setNoDelay(true);
  const { res } = ctx;
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    // Each stream is its reader's own (the leaderboard's carries their position).
    'Cache-Control': 'private, no-store, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  res.write('retry: 3000\n\n');
  return res;
}

/** One message: the event's name and its data, already serialised on one line. */
export function eventMessage(event: string, json: string): string {
  return `event: ${event}\ndata: ${json}\n\n`;
}
