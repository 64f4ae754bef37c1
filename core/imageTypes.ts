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

const STORED_IMAGE_PATH = /^\/api\/images\/[0-9a-f-]{36}$/;

/**
 * What a piece's or a question's imageUrl may be: an http(s) URL, a stored upload
 * (/api/images/{id}), or a data: URL that the server stores as an upload.
 */
export function isImageReference(value: string): boolean {
  return /^https?:\/\/\S+$/i.test(value) || STORED_IMAGE_PATH.test(value) || /^data:/i.test(value);
}

/** Stored uploads (/api/images/…) and embedded data: URLs are shown as 'Uploaded image', not as text. */
export function isUploadedImage(url: string | null | undefined): boolean {
  const value = url?.trim() ?? '';
  return value.startsWith('/api/images/') || /^data:/i.test(value);
}

/** The Puzzle Pieces table's 'Image URL' column: 'Uploaded image' for uploads, the URL for links, 'No image' for none. */
export function imageUrlLabel(url: string | null | undefined): string {
  const value = url?.trim() ?? '';
  if (!value) return 'No image';
  return isUploadedImage(value) ? 'Uploaded image' : value;
}
