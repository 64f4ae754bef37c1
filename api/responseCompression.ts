import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import Negotiator from 'negotiator';

/** JSON this long or longer is compressed per response (shorter is not worth the CPU). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;
/** What koa-compress may answer with: brotli or gzip, or the body as it is. */
const ENCODINGS = ['br', 'gzip', 'identity'] as const;
type ResponseEncoding = (typeof ENCODINGS)[number];

/**
 * koa-compress's options for the chain's JSON answers: quick rather than small, as each is made
 * once; brotli and gzip only, so the answers the listener compresses itself (api/directScans.ts)
 * come out alike, and the server answers the same on every Node (zstd arrived in Node 22.15).
 */
export const KOA_COMPRESS_OPTIONS = {
  threshold: COMPRESSION_THRESHOLD_BYTES,
  br: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  gzip: { level: GZIP_LEVEL },
  deflate: false,
  zstd: false,
} as const;

/**
 * The encoding koa-compress, so configured, picks for an Accept-Encoding header: negotiator's
 * choice among brotli, gzip and none, `*` read as gzip, no header as none.
 */
export function responseEncoding(acceptEncoding: string | undefined): ResponseEncoding {
  if (!acceptEncoding) return 'identity';
  const header = acceptEncoding === '*' ? 'gzip' : acceptEncoding;
  const chosen = new Negotiator({ headers: { 'accept-encoding': header } }).encoding([...ENCODINGS], {
    preferred: ['zstd', 'br', 'gzip', 'deflate', 'identity'],
  });
  return ENCODINGS.find((encoding) => encoding === chosen) ?? 'identity';
}

/** A body compressed as koa-compress compresses it, whole. */
export function compressResponse(body: string, encoding: Exclude<ResponseEncoding, 'identity'>): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : gzipSync(body, { level: GZIP_LEVEL });
}
