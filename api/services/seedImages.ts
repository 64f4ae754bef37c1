import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_UPLOAD_LIMIT_BYTES } from '../../core/constants';
import { FILE_TOO_LARGE_MESSAGE, isWithinUploadLimit, sniffImageType } from '../../core/imageTypes';

/** A local image a seed or import file names that cannot be sent: missing, too large, or not an image. */
export class SeedImageError extends Error {}

/**
 * A piece's image as the admin API takes it, for `hunt seed`, `hunt pieces` and the embedded
 * first start alike: an http(s) URL (or a data: URL) passes through untouched; a local file
 * (relative to `baseDir`) is checked against the 500KB rule and its type, then becomes a data:
 * URL, which the server checks again by its bytes and stores.
 */
export async function loadSeedImage(reference: string | null | undefined, baseDir: string): Promise<string | null> {
  const value = reference?.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value) || /^data:/i.test(value)) return value;

  const file = path.resolve(baseDir, value);
  let size: number;
  try {
    size = (await stat(file)).size;
  } catch {
    throw new SeedImageError(`Image not found: ${value} (looked for ${file})`);
  }
  if (!isWithinUploadLimit(size)) {
    throw new SeedImageError(`File too large: ${FILE_TOO_LARGE_MESSAGE} (${value} is ${size} bytes, the limit is ${IMAGE_UPLOAD_LIMIT_BYTES})`);
  }
  const bytes = await readFile(file);
  const type = sniffImageType(bytes);
  if (!type) throw new SeedImageError(`Only PNG, JPEG, WebP or GIF images are accepted (${value})`);
  return `data:${type};base64,${bytes.toString('base64')}`;
}
