// Deep imports on purpose: the package root re-exports every format and writer and is not
// marked side-effect free, so importing from it would bundle all of zxing (~550 kB) instead of
// the QR reader alone. The version is pinned in package.json, so these paths are stable.
import BarcodeFormat from '@zxing/library/esm/core/BarcodeFormat';
import BinaryBitmap from '@zxing/library/esm/core/BinaryBitmap';
import DecodeHintType from '@zxing/library/esm/core/DecodeHintType';
import HybridBinarizer from '@zxing/library/esm/core/common/HybridBinarizer';
import QRCodeReader from '@zxing/library/esm/core/qrcode/QRCodeReader';
import { HTMLCanvasElementLuminanceSource } from '@zxing/library/esm/browser/HTMLCanvasElementLuminanceSource';

/** Decodes whatever is drawn on a canvas; null when the frame holds no readable QR code. */
export type QrDecoder = (canvas: HTMLCanvasElement) => string | null;

/**
 * A QR-only zxing decoder. This module is the only place that imports @zxing/library and is
 * reached only from the lazily loaded scanner page, so the decoder never weighs on other pages.
 */
export function createQrDecoder(): QrDecoder {
  const reader = new QRCodeReader();
  const hints = new Map<DecodeHintType, unknown>([[DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.QR_CODE]]]);
  return (canvas) => {
    try {
      const bitmap = new BinaryBitmap(new HybridBinarizer(new HTMLCanvasElementLuminanceSource(canvas)));
      return reader.decode(bitmap, hints).getText();
    } catch {
      // zxing throws NotFound/Checksum/Format exceptions for frames without a clean code.
      return null;
    } finally {
      reader.reset();
    }
  };
}
