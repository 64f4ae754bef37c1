import { open, writeFile } from 'node:fs/promises';
import QRCode from 'qrcode';

/**
 * Chromium's fake camera (`--use-file-for-fake-video-capture`) plays a Y4M file in a loop.
 * We draw the QR code ourselves rather than shelling out to ffmpeg, because CI installs
 * only Chromium.
 *
 * The frames are not identical: the code wobbles a few degrees and pixels, as in a hand-held
 * phone. zxing (the scanner's decoder) misses a few percent of perfectly still, perfectly
 * sharp codes in one given pose (for instance the link for port 33261, axis-aligned at 8 px
 * per module), so a video of one still frame would make the scan test fail for some ports.
 */
export const VIDEO_WIDTH = 640;
export const VIDEO_HEIGHT = 480;
const FRAME_COUNT = 30;
const QUIET_ZONE_MODULES = 4;
const PREFERRED_MODULE_PX = 8;
/** Samples per pixel along each axis, so tilted module edges are anti-aliased like a camera's. */
const SUPERSAMPLING = 3;
const WHITE = 255;
const NEUTRAL_CHROMA = 128;

export interface LumaImage {
  width: number;
  height: number;
  /** One byte per pixel, row by row: 0 is black, 255 is white. */
  luma: Uint8Array;
}

/** Where the code sits in one frame: tilt, module size, and offset of its centre. */
export interface Pose {
  angleDeg: number;
  scale: number;
  dx: number;
  dy: number;
}

export const STILL: Pose = { angleDeg: 0, scale: 1, dx: 0, dy: 0 };

/** A gentle loop of hand-held poses: up to 4 degrees of tilt, 4% zoom and 6 px of drift. */
export function wobble(frame: number, frames = FRAME_COUNT): Pose {
  const phase = (2 * Math.PI * frame) / frames;
  return { angleDeg: 4 * Math.sin(phase), scale: 1 + 0.04 * Math.sin(2 * phase), dx: 6 * Math.cos(phase), dy: 4 * Math.sin(3 * phase) };
}

/** The QR code of `text`, black on white, about centred in a greyscale picture. */
export function renderQrLuma(text: string, pose: Pose = STILL, width = VIDEO_WIDTH, height = VIDEO_HEIGHT): LumaImage {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = modules.size;
  // Keep the code, quiet zone and tilt well inside the scanner's scan box (85% of the smaller side).
  const fittingPx = Math.floor((0.75 * Math.min(width, height)) / (size + 2 * QUIET_ZONE_MODULES));
  if (fittingPx < 2) {
    throw new Error(`QR code of ${text.length} characters is too dense for a ${width}x${height} video`);
  }
  const modulePx = Math.min(PREFERRED_MODULE_PX, fittingPx) * pose.scale;
  const angle = (pose.angleDeg * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const centreX = width / 2 + pose.dx;
  const centreY = height / 2 + pose.dy;
  // Only pixels within the code's circumscribed circle can be dark.
  const reach = Math.ceil((size * modulePx) / Math.SQRT2) + 2;
  const samples = SUPERSAMPLING * SUPERSAMPLING;

  const luma = new Uint8Array(width * height).fill(WHITE);
  for (let y = Math.max(0, Math.floor(centreY - reach)); y < Math.min(height, centreY + reach); y++) {
    for (let x = Math.max(0, Math.floor(centreX - reach)); x < Math.min(width, centreX + reach); x++) {
      let dark = 0;
      for (let sy = 0; sy < SUPERSAMPLING; sy++) {
        for (let sx = 0; sx < SUPERSAMPLING; sx++) {
          const px = x + (sx + 0.5) / SUPERSAMPLING - centreX;
          const py = y + (sy + 0.5) / SUPERSAMPLING - centreY;
          // Rotate the sample back into the code's own grid.
          const col = Math.floor((cos * px + sin * py) / modulePx + size / 2);
          const row = Math.floor((-sin * px + cos * py) / modulePx + size / 2);
          if (row >= 0 && col >= 0 && row < size && col < size && modules.get(row, col)) dark++;
        }
      }
      luma[y * width + x] = Math.round(WHITE * (1 - dark / samples));
    }
  }
  return { width, height, luma };
}

/** A whole Y4M file (4:2:0, neutral chroma) made of greyscale pictures. */
export function encodeY4m(pictures: readonly LumaImage[]): Buffer {
  const first = pictures[0];
  if (!first) throw new Error('A video needs at least one frame');
  const { width, height } = first;
  if (width % 2 !== 0 || height % 2 !== 0) throw new Error('Y4M 4:2:0 needs even dimensions');
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`, 'ascii');
  const frameHeader = Buffer.from('FRAME\n', 'ascii');
  const frames = pictures.map((picture) => {
    if (picture.width !== width || picture.height !== height) throw new Error('All frames must have the same size');
    return Buffer.concat([frameHeader, i420Frame(picture)]);
  });
  return Buffer.concat([header, ...frames]);
}

/** One raw 4:2:0 frame (I420) of a greyscale picture: its luma, then neutral chroma. */
export function i420Frame(picture: LumaImage): Buffer {
  const chroma = Buffer.alloc((picture.width / 2) * (picture.height / 2), NEUTRAL_CHROMA);
  return Buffer.concat([picture.luma, chroma, chroma]);
}

/** The pictures of the video writeQrVideo writes, one per frame. */
export function qrFrames(text: string, frames = FRAME_COUNT): LumaImage[] {
  return Array.from({ length: frames }, (_, frame) => renderQrLuma(text, wobble(frame, frames)));
}

/** Writes a 3-second Y4M video (looped by Chromium) of the QR code of `text`, held by a steady hand. */
export async function writeQrVideo(text: string, file: string): Promise<void> {
  await writeFile(file, encodeY4m(qrFrames(text)));
}

/** A white picture of the video's size: the camera turned to a blank wall. */
export function blankPicture(): LumaImage {
  return { width: VIDEO_WIDTH, height: VIDEO_HEIGHT, luma: new Uint8Array(VIDEO_WIDTH * VIDEO_HEIGHT).fill(WHITE) };
}

/**
 * Writes `data` over the start of `file` without truncating it, so a camera that keeps reading
 * the file it was given (Chromium's, the PipeWire pipeline's) films the new frames from then on.
 */
export async function overwriteInPlace(file: string, data: Buffer): Promise<void> {
  const handle = await open(file, 'r+');
  try {
    await handle.write(data, 0);
  } finally {
    await handle.close();
  }
}

/** Turns a running Chromium's camera, playing `file` from writeQrVideo, away from the code. */
export async function blankQrVideo(file: string): Promise<void> {
  await overwriteInPlace(file, encodeY4m(Array.from({ length: FRAME_COUNT }, blankPicture)));
}
