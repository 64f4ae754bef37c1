import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ENCODINGS, type Encoding } from './staticEncoding';

/** One file of the built client, held in memory with the precompressed variants the build wrote. */
export interface StaticFile {
  contentType: string;
  /** A strong ETag of the plain bytes; each encoded variant gets its own (`"…-br"`). */
  etag: string;
  identity: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** URL path (`/assets/index-abc.js`) → file. */
export type StaticFiles = ReadonlyMap<string, StaticFile>;

const VARIANT_SUFFIXES: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
};

/**
 * Reads every regular file under `root` into memory, once. `x.js.br` and `x.js.gz` become the
 * encoded variants of `x.js`, not files of their own. Symbolic links are skipped, so nothing
 * outside `root` is ever read; a missing `root` gives an empty map.
 */
export function loadStaticFiles(root: string): StaticFiles {
  const files = new Map<string, StaticFile>();
  if (!existsSync(root)) return files;
  const relativePaths = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
  const present = new Set(relativePaths);
  const isVariant = (relativePath: string) =>
    ENCODINGS.some((encoding) => {
      const suffix = VARIANT_SUFFIXES[encoding];
      return relativePath.endsWith(suffix) && present.has(relativePath.slice(0, -suffix.length));
    });

  for (const relativePath of relativePaths) {
    if (isVariant(relativePath)) continue;
    const identity = readFileSync(path.join(root, relativePath));
    const encoded: Partial<Record<Encoding, Buffer>> = {};
    for (const encoding of ENCODINGS) {
      const variant = relativePath + VARIANT_SUFFIXES[encoding];
      if (present.has(variant)) encoded[encoding] = readFileSync(path.join(root, variant));
    }
    files.set(`/${relativePath.split(path.sep).join('/')}`, {
      contentType: CONTENT_TYPES[path.extname(relativePath).toLowerCase()] ?? 'application/octet-stream',
      etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
      identity,
      encoded,
    });
  }
  return files;
}

/** The ETag of one representation: encoded bytes differ, so their validators must too. */
export function etagFor(file: StaticFile, encoding: Encoding | 'identity'): string {
  return encoding === 'identity' ? file.etag : `${file.etag.slice(0, -1)}-${encoding}"`;
}
