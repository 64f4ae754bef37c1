import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_UPLOAD_LIMIT_BYTES } from '../../core/constants';
import { FILE_TOO_LARGE_MESSAGE, isWithinUploadLimit, sniffImageType } from '../../core/imageTypes';
import { CliError } from './errors';

/**
 * A piece's image as the API takes it: an http(s) URL passes through untouched; a local file
 * (relative to `baseDir`) is checked against the 500KB rule and its type, then sent as a data:
 * URL, which the server checks again by its bytes and stores.
 */
export async function imageUrlFor(reference: string | null | undefined, baseDir: string): Promise<string | null> {
  const value = reference?.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value) || /^data:/i.test(value)) return value;

  const file = path.resolve(baseDir, value);
  let size: number;
  try {
    size = (await stat(file)).size;
  } catch {
    throw new CliError(`Image not found: ${value} (looked for ${file})`);
  }
  if (!isWithinUploadLimit(size)) {
    throw new CliError(`File too large: ${FILE_TOO_LARGE_MESSAGE} (${value} is ${size} bytes, the limit is ${IMAGE_UPLOAD_LIMIT_BYTES})`);
  }
  const bytes = await readFile(file);
  const type = sniffImageType(bytes);
  if (!type) throw new CliError(`Only PNG, JPEG, WebP or GIF images are accepted (${value})`);
  return `data:${type};base64,${bytes.toString('base64')}`;
}
