import { IMAGE_UPLOAD_LIMIT_BYTES } from './constants';

export type ImageMimeType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((value, index) => bytes[at + index] === value);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The image type by its bytes, never by its name or declared type: PNG, JPEG, WebP or GIF,
 * else null (SVG included: it can carry script).
 */
export function sniffImageType(bytes: Uint8Array): ImageMimeType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

export const FILE_TOO_LARGE_MESSAGE = 'Please use an image under 500KB or provide a URL instead';

export function isWithinUploadLimit(byteLength: number): boolean {
  return byteLength <= IMAGE_UPLOAD_LIMIT_BYTES;
}
