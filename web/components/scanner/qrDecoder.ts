import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HTMLCanvasElementLuminanceSource,
  HybridBinarizer,
  QRCodeReader,
} from '@zxing/library';

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
