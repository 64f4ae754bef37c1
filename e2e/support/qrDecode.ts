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
