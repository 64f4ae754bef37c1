import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { gzipAsync as zopfliGzip } from '@gfx/zopfli';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.webmanifest', '.txt', '.xml', '.map']);
/**
 * Source maps are fetched only by developer tools: gzip them at zlib's level 9, sparing the build
 * brotli's 5 s and zopfli's minute on 4 MB.
 */
const GZIP_ONLY = new Set(['.map']);
/** A variant must save at least this share of the bytes to be worth its file (and a Vary). */
const MIN_SAVING = 0.05;

export interface CompressedFile {
  file: string;
  bytes: number;
  br?: number;
  gzip?: number;
}

/**
 * Writes `x.br` (brotli, quality 11) and `x.gz` beside every compressible file under `dir`, for
 * the server to send as they are (api/middleware/webClient.ts). The gzip is zopfli's: still gzip
 * to every browser, some 4% smaller than zlib's best, at about 5 s of build for the whole client
 * (a browser without brotli, or a proxy that strips it, gets it on every first load). Files that
 * compression would not shrink get no variant.
 */
export async function precompress(dir: string): Promise<CompressedFile[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.has(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name));
  // zlib's asynchronous calls run on libuv's thread pool: the files compress in parallel.
  return Promise.all(files.map((file) => compressFile(dir, file)));
}

async function compressFile(dir: string, file: string): Promise<CompressedFile> {
  const bytes = await readFile(file);
  const result: CompressedFile = { file: path.relative(dir, file), bytes: bytes.length };
  const worthIt = (compressed: Buffer) => compressed.length <= bytes.length * (1 - MIN_SAVING);

  const gzipOnly = GZIP_ONLY.has(path.extname(file));
  const gzipped = gzipOnly ? await gzipAsync(bytes, { level: 9 }) : Buffer.from(await zopfliGzip(bytes, { numiterations: 15 }));
  if (worthIt(gzipped)) {
    await writeFile(`${file}.gz`, gzipped);
    result.gzip = gzipped.length;
  }
  if (gzipOnly) return result;
  const brotlied = await brotli(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  if (worthIt(brotlied)) {
    await writeFile(`${file}.br`, brotlied);
    result.br = brotlied.length;
  }
  return result;
}
