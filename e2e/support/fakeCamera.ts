import { writeFile } from 'node:fs/promises';
import QRCode from 'qrcode';

/**
 * Chromium's fake camera (`--use-file-for-fake-video-capture`) plays a Y4M file in a loop.
 * We draw the QR code ourselves rather than shelling out to ffmpeg, because CI installs
 * only Chromium.
 */
export const VIDEO_WIDTH = 640;
export const VIDEO_HEIGHT = 480;
const FRAME_COUNT = 30;
const QUIET_ZONE_MODULES = 4;
const PREFERRED_MODULE_PX = 8;
const BLACK = 0;
const WHITE = 255;
const NEUTRAL_CHROMA = 128;

export interface LumaImage {
  width: number;
  height: number;
  /** One byte per pixel, row by row: 0 is black, 255 is white. */
  luma: Uint8Array;
}

/** The QR code of `text`, black on white, centred in a 640x480 greyscale picture. */
export function renderQrLuma(text: string, width = VIDEO_WIDTH, height = VIDEO_HEIGHT): LumaImage {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const sideModules = modules.size + 2 * QUIET_ZONE_MODULES;
  // Keep the code well inside the scanner's square scan box (85% of the smaller side).
  const fittingPx = Math.floor((0.8 * Math.min(width, height)) / sideModules);
  const modulePx = Math.min(PREFERRED_MODULE_PX, fittingPx);
  if (modulePx < 2) {
    throw new Error(`QR code of ${text.length} characters is too dense for a ${width}x${height} video`);
  }
  const codePx = modules.size * modulePx;
  const left = Math.floor((width - codePx) / 2);
  const top = Math.floor((height - codePx) / 2);

  const luma = new Uint8Array(width * height).fill(WHITE);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      for (let dy = 0; dy < modulePx; dy++) {
        const start = (top + row * modulePx + dy) * width + left + col * modulePx;
        luma.fill(BLACK, start, start + modulePx);
      }
    }
  }
  return { width, height, luma };
}

/** A whole Y4M file (4:2:0) repeating one greyscale picture. */
export function encodeY4m(image: LumaImage, frames = FRAME_COUNT): Buffer {
  const { width, height, luma } = image;
  if (width % 2 !== 0 || height % 2 !== 0) throw new Error('Y4M 4:2:0 needs even dimensions');
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`, 'ascii');
  const frameHeader = Buffer.from('FRAME\n', 'ascii');
  const chroma = Buffer.alloc((width / 2) * (height / 2), NEUTRAL_CHROMA);
  const frame = Buffer.concat([frameHeader, luma, chroma, chroma]);
  return Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]);
}

/** Writes a Y4M video that shows the QR code of `text` (about 3 s, looped by Chromium). */
export async function writeQrVideo(text: string, file: string): Promise<void> {
  await writeFile(file, encodeY4m(renderQrLuma(text)));
}
