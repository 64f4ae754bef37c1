import type { IncomingMessage, ServerResponse } from 'node:http';
import { API } from '../core/apiPaths';
import { scanRequestSchema } from '../core/contracts';
import type { CurrentUser } from '../db/rows';
import { heldUser, writeAnswer, type Answering } from './directAnswer';
import { headerLanguage } from './language';
import { refusedScanOutcome } from './metrics/middleware';
import { errorAnswer, type ErrorAnswer } from './middleware/errors';
import { foreignMutation } from './middleware/security';
import { presentScanResult } from './presenters/participant';
import { BODY_LIMITS, readJsonRequest } from './requestBody';
import { COMPRESSION_THRESHOLD_BYTES, compressResponse, responseEncoding } from './responseCompression';
import { recordScan } from './services/recordScan';
import { parseRequest } from './validation';

/** What may follow the JSON type: nothing, or UTF-8 named (the body is read as UTF-8 either way). */
const UTF8_PARAMETER = /^(;\s*charset="?utf-8"?\s*)?$/i;

/** A JSON body as the page sends one, by Koa's reading of the type (the text before any `;`, as it is). */
function isJsonType(contentType: string | undefined): boolean {
  const parameters = contentType?.indexOf(';') ?? -1;
  const type = parameters < 0 ? contentType : contentType?.slice(0, parameters);
  return type === 'application/json' && UTF8_PARAMETER.test(parameters < 0 ? '' : (contentType?.slice(parameters) ?? ''));
}

/**
 * A student's scan, answered here, before the middleware, when the request is one the chain would
 * only pass along: POST /api/scan from this site, a JSON body of a declared length within the
 * scan's limit, a signed-in student held in memory. The chain and its two dozen routers cost
 * more than the rest of the server's share of a scan; what it would have checked is checked here
 * by the same functions (the per-student limit, the origin, the body's reading, the scan's rules,
 * the error's words), and the answer is the route's (directScans.int.test.ts compares them).
 * Anything else (a token, a query, another type, a body in chunks or compressed, a session to
 * renew, a request from another site, which the chain refuses) goes to Koa before a byte of
 * the body is read. Returns whether it took the request.
 */
export function answerScanDirectly(answer: Answering, request: IncomingMessage, response: ServerResponse): boolean {
  if (request.url !== API.scan || !bodyTakenDirectly(request)) return false;
  const { headers } = request;
  let user: CurrentUser | undefined;
  try {
    if (foreignMutation(String(headers['sec-fetch-site'] ?? ''), headers.origin ?? '', answer.origin)) return false;
    user = heldUser(answer.deps, request);
  } catch {
    // Nothing is read or written yet: Koa answers, and words whatever went wrong.
    return false;
  }
  if (!user) return false;
  const started = performance.now();
  scan(answer, request, user)
    .then(
      (reply) => finish(answer, response, started, reply),
      // collect() answers every refusal and failure; this is what it could not (a failure to word one).
      (error: unknown) => finish(answer, response, started, failedReply(answer, error)),
    )
    .catch((error: unknown) => {
      answer.deps.logger.error({ err: error, path: API.scan }, 'request failed');
      response.destroy();
    });
  return true;
}

/** A JSON body of a declared length, within the limit, neither in chunks nor compressed. */
function bodyTakenDirectly(request: IncomingMessage): boolean {
  const { headers } = request;
  const length = Number(headers['content-length']);
  return (
    headers['transfer-encoding'] === undefined &&
    headers['content-encoding'] === undefined &&
    isJsonType(headers['content-type']) &&
    Number.isInteger(length) &&
    length > 0 &&
    length <= BODY_LIMITS.scan
  );
}

/** A route's label in the request figures. */
type Route = typeof API.scan | 'unmatched';

interface Reply {
  status: number;
  headers: string[];
  body: string | Buffer;
  /** In Koa a refusal of the write limit comes before any router has matched the path. */
  route: Route;
}

async function scan(answer: Answering, request: IncomingMessage, user: CurrentUser): Promise<Reply> {
  // Counted before the body is read, as the middleware counts it; a refusal is no scan's outcome.
  const refusal = answer.deps.writeLimit.take(user.id);
  return refusal ? errorReply(answer, request, refusal, 'unmatched') : collect(answer, request, user.id);
}

function finish(answer: Answering, response: ServerResponse, started: number, reply: Reply): void {
  if (response.headersSent) return void response.destroy();
  writeAnswer(response, reply.status, reply.headers, reply.body);
  answer.deps.metrics.observeRequest('POST', reply.route, reply.status, (performance.now() - started) / 1000);
  answer.deps.metrics.countDirectScan();
}

/** The scan route's work (routes/play.ts), with hunt_scans_total's count of its outcome. */
async function collect(answer: Answering, request: IncomingMessage, userId: string): Promise<Reply> {
  const { deps } = answer;
  try {
    const scanned = parseRequest(scanRequestSchema, await readJsonRequest(request, BODY_LIMITS.scan));
    const result = presentScanResult(await recordScan(deps, userId, scanned));
    deps.metrics.countScan('collected');
    return collectedReply(answer, request, JSON.stringify(result));
  } catch (error) {
    deps.metrics.countScan(refusedScanOutcome(error));
    return errorReply(answer, request, error);
  }
}

/** As the chain answers: the JSON answer's security headers, no caching, and a body over the threshold compressed as the browser accepts. */
function collectedReply(answer: Answering, request: IncomingMessage, json: string): Reply {
  const headers = [...answer.jsonSecurity, 'Cache-Control', 'private, no-store', 'Vary', 'Accept-Encoding'];
  const encoding = Buffer.byteLength(json) >= COMPRESSION_THRESHOLD_BYTES ? responseEncoding(request.headers['accept-encoding']) : 'identity';
  if (encoding === 'identity') return { status: 200, headers, body: json, route: API.scan };
  headers.push('Content-Encoding', encoding);
  return { status: 200, headers, body: compressResponse(json, encoding), route: API.scan };
}

/** As the error middleware answers (middleware/errors.ts), with the headers an error's answer keeps. */
function errorReply(answer: Answering, request: IncomingMessage, error: unknown, route: Route = API.scan): Reply {
  const { deps } = answer;
  return wordedReply(answer, errorAnswer(deps.logger, API.scan, error, headerLanguage(request, deps.caches.events)), route);
}

/** The answer to a failure that happened while wording another (English: the request's language may be what failed). */
function failedReply(answer: Answering, error: unknown): Reply {
  return wordedReply(answer, errorAnswer(answer.deps.logger, API.scan, error, 'en'), API.scan);
}

function wordedReply(answer: Answering, worded: ErrorAnswer, route: Route): Reply {
  const headers = [...answer.errorSecurity, 'Cache-Control', 'private, no-store', 'Vary', 'Accept-Encoding'];
  for (const [name, value] of Object.entries(worded.headers)) headers.push(name, value);
  return { status: worded.status, headers, body: JSON.stringify({ message: worded.message, code: worded.code }), route };
}
