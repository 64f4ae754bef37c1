import type { IncomingHttpHeaders } from 'node:http';
import fresh from 'fresh';
import type { AppContext } from '../context';
import { chooseEncoding, ENCODINGS } from '../middleware/staticEncoding';
import type { JsonBody } from '../presenters/leaderboardEntry';

/** The answer to a read of a serialised JSON body: what the router and the memory reads (api/memoryReads.ts) both send. */
export interface JsonReply {
  status: 200 | 304;
  /** Cache-Control, ETag and, for a body compressed already, Content-Encoding. */
  headers: [string, string][];
  /** Null for a 304. */
  body: string | Buffer | null;
  /** The body is compressed already (its shared part, once per change): nothing may compress it again. */
  encoded: boolean;
}

/**
 * A serialised JSON body with its ETag: a client that already holds this content gets 304 and no
 * body. Private: the content is the viewer's own. Weak, because the same content may go out
 * plain, gzipped or in brotli, and those bytes differ. Freshness is Koa's own rule (the `fresh`
 * package: If-None-Match, and a request's `Cache-Control: no-cache` asks again).
 */
export function jsonReply(json: JsonBody, request: IncomingHttpHeaders): JsonReply {
  const etag = `W/${json.etag}`;
  const headers: [string, string][] = [
    ['Cache-Control', 'private, no-cache'],
    ['ETag', etag],
  ];
  if (fresh(request, { etag })) return { status: 304, headers, body: null, encoded: false };
  if ('body' in json) return { status: 200, headers, body: json.body, encoded: false };
  const encoding = chooseEncoding(request['accept-encoding'], ENCODINGS);
  if (encoding !== 'identity') headers.push(['Content-Encoding', encoding]);
  return { status: 200, headers, body: json.shared.withTail(Buffer.from(json.tail), encoding), encoded: true };
}

/** Sends jsonReply's answer through Koa; the response compression middleware leaves a body with an encoding alone. */
export function sendJsonBody(ctx: AppContext, json: JsonBody): void {
  const reply = jsonReply(json, ctx.headers);
  // A 304 has no type left to tell it is JSON's.
  ctx.state.jsonRead = true;
  for (const [name, value] of reply.headers) ctx.set(name, value);
  ctx.status = reply.status;
  if (reply.body === null) return;
  ctx.type = 'application/json';
  if (reply.encoded) ctx.vary('Accept-Encoding');
  ctx.body = reply.body;
}
