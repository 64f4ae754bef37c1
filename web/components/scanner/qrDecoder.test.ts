import RGBLuminanceSource from '@zxing/library/esm/core/RGBLuminanceSource';
import QRCodeReader from '@zxing/library/esm/core/qrcode/QRCodeReader';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { decodeLuminance } from './qrDecoder';

/** A square greyscale frame with the code of `text` centred, black on white, like a printed sheet. */
function printedCode(text: string, size = 480, moduleSize = 8): RGBLuminanceSource {
  const modules = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  const luma = new Uint8ClampedArray(size * size).fill(255);
  const offset = Math.floor((size - modules.size * moduleSize) / 2);
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) {
      if (!modules.get(y, x)) continue;
      for (let dy = 0; dy < moduleSize; dy++) {
        luma.fill(0, (offset + y * moduleSize + dy) * size + offset + x * moduleSize, (offset + y * moduleSize + dy) * size + offset + (x + 1) * moduleSize);
      }
    }
  }
  return new RGBLuminanceSource(luma, size, size);
}

describe('decodeLuminance', () => {
  it('reads every one of 200 scan links held square, including those zxing’s detector alone misses', () => {
    const reader = new QRCodeReader();
    const unread = [];
    for (let port = 30000; port < 30200; port++) {
      const text = `http://localhost:${port}/scan/INN001`;
      if (decodeLuminance(reader, printedCode(text)) !== text) unread.push(text);
    }
    expect(unread).toEqual([]);
    // 200 codes drawn and decoded: a second or two alone, far longer beside a build or a browser.
  }, 60_000);

  it('answers null for a frame without a code', () => {
    const blank = new RGBLuminanceSource(new Uint8ClampedArray(100 * 100).fill(255), 100, 100);
    expect(decodeLuminance(new QRCodeReader(), blank)).toBeNull();
  });
});
