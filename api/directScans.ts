import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { API } from '../core/apiPaths';
import { scanRequestSchema } from '../core/contracts';
import type { CurrentUser } from '../db/rows';
import { COMPRESSION_THRESHOLD_BYTES, RESPONSE_BROTLI_QUALITY, RESPONSE_GZIP_LEVEL } from './app';
import { heldUser, writeAnswer, type Answering } from './directAnswer';
import { headerLanguage } from './language';
import { refusedScanOutcome } from './metrics/middleware';
import { errorAnswer } from './middleware/errors';
import { foreignMutation } from './middleware/security';
import { chooseEncoding, ENCODINGS } from './middleware/staticEncoding';
import { presentScanResult } from './presenters/participant';
import { BODY_LIMITS, readJsonRequest } from './requestBody';
import { recordScan } from './services/recordScan';
import { parseRequest } from './validation';

/** A JSON body as the page sends one: the type alone, or with UTF-8 named. */
const JSON_TYPE = /^application\/json\s*(;\s*charset="?utf-8"?\s*)?$/i;

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
  if (foreignMutation(String(headers['sec-fetch-site'] ?? ''), headers.origin ?? '', answer.origin)) return false;
  const user = heldUser(answer.deps, request);
  if (!user) return false;
  scan(answer, request, response, user).catch((error: unknown) => {
    // Nothing above throws on its own (a refusal is an answer); a failure to write is the connection's.
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
    JSON_TYPE.test(headers['content-type'] ?? '') &&
    Number.isInteger(length) &&
    length > 0 &&
    length <= BODY_LIMITS.scan
  );
}

interface Reply {
  status: number;
  headers: string[];
  body: string | Buffer;
}

async function scan(answer: Answering, request: IncomingMessage, response: ServerResponse, user: CurrentUser): Promise<void> {
  const started = performance.now();
  const { deps } = answer;
  // Counted before the body is read, as the middleware counts it; a refusal is no scan's outcome.
  const refusal = deps.writeLimit.take(user.id);
  const reply = refusal ? errorReply(answer, request, refusal) : await collect(answer, request, user.id);
  writeAnswer(response, reply.status, reply.headers, reply.body);
  deps.metrics.observeRequest('POST', API.scan, reply.status, (performance.now() - started) / 1000);
  deps.metrics.countDirectScan();
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
  const encoding = Buffer.byteLength(json) >= COMPRESSION_THRESHOLD_BYTES ? chooseEncoding(request.headers['accept-encoding'], ENCODINGS) : 'identity';
  if (encoding === 'identity') return { status: 200, headers, body: json };
  headers.push('Content-Encoding', encoding);
  const body =
    encoding === 'br'
      ? brotliCompressSync(json, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: RESPONSE_BROTLI_QUALITY } })
      : gzipSync(json, { level: RESPONSE_GZIP_LEVEL });
  return { status: 200, headers, body };
}

/** As the error middleware answers (middleware/errors.ts), with the headers an error's answer keeps. */
function errorReply(answer: Answering, request: IncomingMessage, error: unknown): Reply {
  const { deps } = answer;
  const { status, code, message, headers } = errorAnswer(deps.logger, API.scan, error, headerLanguage(request, deps.caches.events));
  const list = [...answer.errorSecurity, 'Cache-Control', 'private, no-store', 'Vary', 'Accept-Encoding'];
  for (const [name, value] of Object.entries(headers)) list.push(name, value);
  return { status, headers: list, body: JSON.stringify({ message, code }) };
}
