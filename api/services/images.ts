import { SERVER_API } from '../../core/serverPaths';
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { ImageRow } from '../../db/rows';
import { isWithinUploadLimit, sniffImageType } from '../../core/imageTypes';
import { AppError, badRequest } from '../errors';
import { findImage, findImageMeta, insertImage } from '../repos/images';
import { FILE_TOO_LARGE } from '../validation';

export const UNSUPPORTED_IMAGE = 'Only PNG, JPEG, WebP or GIF images are accepted';

const DATA_URL = /^data:([^,]*),(.*)$/is;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export function isDataUrl(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^data:/i.test(value);
}

/** The bytes of a data: URL (base64 or percent-encoded); a malformed one is a 400. */
export function decodeDataUrl(url: string): Buffer {
  const match = DATA_URL.exec(url);
  if (!match) throw badRequest('imageUrl is not a valid data URL');
  const [, meta = '', payload = ''] = match;
  if (/;base64$/i.test(meta.trim())) {
    const base64 = payload.replace(/\s+/g, '');
    if (!BASE64.test(base64)) throw badRequest('imageUrl is not valid base64');
    return Buffer.from(base64, 'base64');
  }
  return percentDecode(payload);
}

function percentDecode(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '%' && /^[0-9a-f]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/**
 * Stores an uploaded image and returns the path it is served from. The type comes from the
 * bytes alone, never from the declared type: an SVG (which can carry script) sent as
 * image/png is refused.
 */
export async function storeImage(db: Knex, bytes: Buffer): Promise<string> {
  if (!isWithinUploadLimit(bytes.length)) throw new AppError('payload_too_large', FILE_TOO_LARGE);
  const mimeType = sniffImageType(bytes);
  if (!mimeType) throw new AppError('unsupported_media_type', UNSUPPORTED_IMAGE);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const image = await insertImage(db, { mime_type: mimeType, bytes, byte_size: bytes.length, sha256 });
  return SERVER_API.image(image.id);
}

/** An imageUrl as it is to be saved: a data: URL is stored and replaced by its path, anything else kept. */
export async function resolveImageUrl(db: Knex, imageUrl: string | null): Promise<string | null> {
  if (!imageUrl) return null;
  return isDataUrl(imageUrl) ? storeImage(db, decodeDataUrl(imageUrl)) : imageUrl;
}

/** A stored image's type and hash: enough to answer a request that already holds it (304). */
export function storedImageMeta(db: Knex, id: string): Promise<Pick<ImageRow, 'id' | 'mime_type' | 'sha256'> | undefined> {
  return findImageMeta(db, id);
}

/** A stored image with its bytes. */
export function storedImage(db: Knex, id: string): Promise<ImageRow | undefined> {
  return findImage(db, id);
}
