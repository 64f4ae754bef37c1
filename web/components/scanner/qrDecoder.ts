// Deep imports on purpose: the package root re-exports every format and writer and is not
// marked side-effect free, so importing from it would bundle all of zxing (~550 kB) instead of
// the QR reader alone. The version is pinned in package.json, so these paths are stable.
import BarcodeFormat from '@zxing/library/esm/core/BarcodeFormat';
import BinaryBitmap from '@zxing/library/esm/core/BinaryBitmap';
import DecodeHintType from '@zxing/library/esm/core/DecodeHintType';
import type LuminanceSource from '@zxing/library/esm/core/LuminanceSource';
import HybridBinarizer from '@zxing/library/esm/core/common/HybridBinarizer';
import QRCodeReader from '@zxing/library/esm/core/qrcode/QRCodeReader';
import { HTMLCanvasElementLuminanceSource } from '@zxing/library/esm/browser/HTMLCanvasElementLuminanceSource';

/** Decodes whatever is drawn on a canvas; null when the frame holds no readable QR code. */
export type QrDecoder = (canvas: HTMLCanvasElement) => string | null;

const QR_ONLY = new Map<DecodeHintType, unknown>([[DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.QR_CODE]]]);
const QR_PURE = new Map<DecodeHintType, unknown>([...QR_ONLY, [DecodeHintType.PURE_BARCODE, true]]);

/**
 * Decodes one greyscale frame. zxing's finder-pattern detector misses a few percent of
 * perfectly valid codes (which ones depends on the text); its "pure barcode" mode reads them
 * when the code sits square in the frame, as a printed sheet or a screen held straight does,
 * so it is the second attempt.
 */
export function decodeLuminance(reader: QRCodeReader, source: LuminanceSource): string | null {
  for (const hints of [QR_ONLY, QR_PURE]) {
    try {
      return reader.decode(new BinaryBitmap(new HybridBinarizer(source)), hints).getText();
    } catch {
      // zxing throws NotFound/Checksum/Format exceptions for frames without a clean code.
    } finally {
      reader.reset();
    }
  }
  return null;
}

/**
 * A QR-only zxing decoder. This module is the only place that imports @zxing/library and is
 * imported on demand, once a camera runs (useCameraScanner.ts), so the decoder weighs on no page's
 * first paint, the scanner's included.
 */
export function createQrDecoder(): QrDecoder {
  const reader = new QRCodeReader();
  return (canvas) => decodeLuminance(reader, new HTMLCanvasElementLuminanceSource(canvas));
}
