import { gunzipSync } from 'node:zlib';

/**
 * What `hunt backup` writes: PGlite's own dump of its data folder (`dumpDataDir`), a tar file,
 * gzipped. A file is taken for one only when its entries include what every PostgreSQL data
 * folder has, so `hunt restore` refuses anything else before it touches the database folder.
 */

const BLOCK = 512;
/** Every PostgreSQL data folder has these; PGlite names its entries from the folder's root. */
const REQUIRED_ENTRIES = ['PG_VERSION', 'global/pg_control'];

function isGzip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x1f && bytes[1] === 0x8b;
}

function text(bytes: Uint8Array): string {
  const end = bytes.indexOf(0);
  return Buffer.from(end < 0 ? bytes : bytes.subarray(0, end)).toString('utf8');
}

/** The names of a tar file's entries (with no leading slash), or null when it is no tar file. */
export function tarEntryNames(tar: Uint8Array): string[] | null {
  const names: string[] = [];
  for (let offset = 0; offset + BLOCK <= tar.length; ) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) return names; // the end-of-archive blocks
    if (!text(header.subarray(257, 262)).startsWith('ustar')) return null;
    const size = Number.parseInt(text(header.subarray(124, 136)).trim() || '0', 8);
    if (!Number.isFinite(size) || size < 0) return null;
    const prefix = text(header.subarray(345, 500));
    const name = text(header.subarray(0, 100));
    names.push((prefix ? `${prefix}/${name}` : name).replace(/^\.?\/+/, ''));
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  return names.length ? names : null;
}

/** Is this a data folder's dump, gzipped or not? */
export function isDataDirDump(bytes: Uint8Array): boolean {
  let tar: Uint8Array;
  try {
    tar = isGzip(bytes) ? gunzipSync(bytes) : bytes;
  } catch {
    return false; // a gzip file cut short, or not gzip after all
  }
  const names = new Set(tarEntryNames(tar));
  return REQUIRED_ENTRIES.every((entry) => names.has(entry));
}
