import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type Koa from 'koa';
import { COMPRESSION_THRESHOLD_BYTES } from './responseCompression';
import type { AppState } from './context';
import type { Deps } from './deps';
import { jsonAnswerHeaderList, securityHeaderList } from './middleware/security';
import { heldUser, writeAnswer, type Answering } from './directAnswer';
import { answerScanDirectly } from './directScans';
import type { JsonBody } from './presenters/leaderboardEntry';
import { MEMORY_READS, type MemoryRead } from './routes/memoryReads';
import { jsonReply, type JsonReply } from './routes/respond';

/**
 * The server's request listener: the reads served from memory (routes/memoryReads.ts: the boards
 * and the score, which every open page repeats after each change) are answered here when the
 * request is a signed-in student's and needs nothing beyond the read, a student's scan goes to
 * directScans.ts, and everything else goes to Koa. The answer is the router's, byte for byte
 * (same read, same reply, same headers; memoryReads.int.test.ts compares them), at a fraction
 * of the cost: the middleware chain and its two dozen routers cost four times the read itself.
 * Any doubt hands the request to Koa:
 * no session cookie, a token, a session or user not in memory (Koa reads it, and the next
 * request finds it), a session to renew or refuse, a read that throws (Koa words the error), a
 * plain body the compression middleware would compress.
 */
export function createRequestListener(deps: Deps, app: Koa<AppState>): RequestListener {
  const answer: Answering = {
    deps,
    koa: app.callback(),
    jsonSecurity: jsonAnswerHeaderList(deps.config, deps.signInProviders).flat(),
    errorSecurity: securityHeaderList(deps.config, deps.signInProviders).flat(),
    origin: new URL(deps.config.publicUrl).origin,
  };
  return (request, response) => {
    if (request.method === 'POST') return void (answerScanDirectly(answer, request, response) || answer.koa(request, response));
    const url = request.method === 'GET' ? request.url : undefined;
    const queryAt = url?.indexOf('?') ?? -1;
    const path = url && (queryAt < 0 ? url : url.slice(0, queryAt));
    const read = path ? MEMORY_READS.get(path) : undefined;
    if (!path || !read || !url) return void answer.koa(request, response);
    const started = performance.now();
    // Synchronous unless the read itself waits (a past event's board): most answers cost no turn of the loop.
    try {
      const reply = replyFromMemory(deps, request, read, queryAt < 0 ? '' : url.slice(queryAt + 1));
      if (reply instanceof Promise) {
        reply.then(
          (waited) => finish(answer, request, response, path, started, waited),
          () => void answer.koa(request, response),
        );
      } else finish(answer, request, response, path, started, reply);
    } catch (error) {
      if (response.headersSent) return void response.destroy(error instanceof Error ? error : undefined);
      void answer.koa(request, response);
    }
  };
}

function finish(answer: Answering, request: IncomingMessage, response: ServerResponse, path: string, started: number, reply: JsonReply | null): void {
  if (!reply) return void answer.koa(request, response);
  send(response, answer.jsonSecurity, reply);
  answer.deps.metrics.observeRequest('GET', path, reply.status, (performance.now() - started) / 1000);
  answer.deps.metrics.countMemoryRead(path);
}

/** The reply to a memory read, or null when Koa should answer (nothing in memory, or anything unusual). Writes nothing. */
function replyFromMemory(deps: Deps, request: IncomingMessage, read: MemoryRead, query: string): JsonReply | null | Promise<JsonReply | null> {
  const user = heldUser(deps, request);
  if (!user) return null;
  const json = read(deps, user, query);
  return json instanceof Promise ? json.then((body) => replyTo(request, body)) : replyTo(request, json);
}

/** jsonReply's answer, unless it is a plain body the compression middleware would compress (the top hundred's boards). */
function replyTo(request: IncomingMessage, json: JsonBody): JsonReply | null {
  const reply = jsonReply(json, request.headers);
  const compressible = reply.body !== null && !reply.encoded && Buffer.byteLength(reply.body) >= COMPRESSION_THRESHOLD_BYTES;
  return compressible && request.headers['accept-encoding'] ? null : reply;
}

/** The headers Koa's chain would have set: helmet's, the reply's, koa-compress's Vary, Koa's type and length. */
function send(response: ServerResponse, security: readonly string[], reply: JsonReply): void {
  const headers = [...security, 'Vary', 'Accept-Encoding'];
  for (const [name, value] of reply.headers) headers.push(name, value);
  writeAnswer(response, reply.status, headers, reply.body);
}
