import { isWithinUploadLimit } from '../../../core/imageTypes';
import { ACCEPTED_IMAGE_TYPES } from './pieces';

/** A phone photo is drawn at most this long on its long side: sharp on any screen, small to send. */
export const LONG_SIDE_PX = 1600;
/** Tried in turn until the picture is small enough; then the picture itself is drawn smaller. */
const QUALITIES = [0.85, 0.72, 0.6];
const SHRINK_STEP = 0.75;
const SMALLEST_LONG_SIDE_PX = 400;

/** Why a picked file cannot be sent: not an image, not readable as one here, or over the limit even made smaller. */
export type FittingProblem = 'notImage' | 'unreadable' | 'tooBig';

export type FittedImage = { dataUrl: string } | { problem: FittingProblem };

/**
 * A picked file made ready to upload: an image already within the limit and the size is sent as
 * it is (a GIF keeps its animation); a bigger one, an ordinary phone photo of several MB, is
 * drawn again at most LONG_SIDE_PX long (turned as the camera held it) and encoded as WebP, or
 * JPEG where the browser cannot write WebP, until it fits the server's 500 KB.
 */
export async function fitImage(file: File): Promise<FittedImage> {
  if (file.type && !file.type.startsWith('image/')) return { problem: 'notImage' };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return { problem: 'unreadable' };
  }
  try {
    const fitsAsItIs = (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type) && isWithinUploadLimit(file.size);
    if (fitsAsItIs && Math.max(bitmap.width, bitmap.height) <= LONG_SIDE_PX) return { dataUrl: await asDataUrl(file) };
    const encoded = await encodeSmallEnough(bitmap);
    return encoded ? { dataUrl: await asDataUrl(encoded) } : { problem: 'tooBig' };
  } finally {
    bitmap.close();
  }
}

async function encodeSmallEnough(bitmap: ImageBitmap): Promise<Blob | null> {
  let longSide = Math.min(LONG_SIDE_PX, Math.max(bitmap.width, bitmap.height));
  while (longSide >= SMALLEST_LONG_SIDE_PX) {
    const canvas = drawn(bitmap, longSide);
    for (const quality of QUALITIES) {
      const blob = await encode(canvas, quality);
      if (blob && isWithinUploadLimit(blob.size)) return blob;
    }
    longSide = Math.floor(longSide * SHRINK_STEP);
  }
  return null;
}

function drawn(bitmap: ImageBitmap, longSide: number): HTMLCanvasElement {
  const scale = longSide / Math.max(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw images');
  // Under a transparent part, white: JPEG has no transparency, and a piece's card is light.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  return canvas;
}

/** WebP, or JPEG where the browser cannot write WebP (it then hands back a PNG instead). */
async function encode(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  const webp = await toBlob(canvas, 'image/webp', quality);
  if (webp?.type === 'image/webp') return webp;
  return toBlob(canvas, 'image/jpeg', quality);
}

function toBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

function asDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('Unreadable file')));
    reader.onerror = () => reject(reader.error ?? new Error('Unreadable file'));
    reader.readAsDataURL(blob);
  });
}
