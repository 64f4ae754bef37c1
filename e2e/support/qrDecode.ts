import { BinaryBitmap, HybridBinarizer, QRCodeReader, RGBLuminanceSource } from '@zxing/library';
import type { LumaImage } from './fakeCamera';

/**
 * Decodes a greyscale picture with the same library the web scanner uses, so the harness
 * can check its own fake camera without zbarimg (which CI does not install).
 */
export function decodeQrLuma(image: LumaImage): string {
  const source = new RGBLuminanceSource(Uint8ClampedArray.from(image.luma), image.width, image.height);
  return new QRCodeReader().decode(new BinaryBitmap(new HybridBinarizer(source))).getText();
}

/** Turns RGBA pixels (as a canvas gives them) into a greyscale picture. */
export function rgbaToLuma(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number): LumaImage {
  const luma = new Uint8Array(width * height);
  for (let i = 0; i < luma.length; i++) {
    const r = rgba[i * 4] ?? 0;
    const g = rgba[i * 4 + 1] ?? 0;
    const b = rgba[i * 4 + 2] ?? 0;
    luma[i] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
  }
  return { width, height, luma };
}
