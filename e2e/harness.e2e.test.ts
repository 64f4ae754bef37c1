import { createServer, type Server } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { qrFrames, VIDEO_HEIGHT, VIDEO_WIDTH, writeQrVideo, type LumaImage } from './support/fakeCamera';
import { decodeQrLuma } from './support/qrDecode';

// Checks the harness itself, without the product: if these pass and the scanner test
// fails, the fault is in the scanner, not in the fake camera.

const LINK = 'http://localhost:3000/scan/INN001';
const CAMERA_PAGE = '<!doctype html><html><body><video autoplay muted playsinline></video></body></html>';

let workDir = '';
let videoFile = '';
let browser: Browser | undefined;
let pageServer: Server | undefined;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'campus-hunt-camera-'));
  videoFile = join(workDir, 'qr.y4m');
  await writeQrVideo(LINK, videoFile);
});

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => (pageServer ? pageServer.close(() => resolve()) : resolve()));
  await rm(workDir, { recursive: true, force: true });
});

function decodes(picture: LumaImage, text: string): boolean {
  try {
    return decodeQrLuma(picture) === text;
  } catch {
    return false;
  }
}

/** Splits a Y4M file written by writeQrVideo into its pictures' luma planes. */
function readY4m(file: Buffer): { header: string; pictures: LumaImage[] } {
  const headerEnd = file.indexOf(0x0a) + 1;
  const header = file.subarray(0, headerEnd).toString('ascii');
  const lumaSize = VIDEO_WIDTH * VIDEO_HEIGHT;
  const frameSize = 'FRAME\n'.length + lumaSize * 1.5;
  const pictures: LumaImage[] = [];
  for (let start = headerEnd; start < file.length; start += frameSize) {
    expect(file.subarray(start, start + 6).toString('ascii')).toBe('FRAME\n');
    pictures.push({ width: VIDEO_WIDTH, height: VIDEO_HEIGHT, luma: file.subarray(start + 6, start + 6 + lumaSize) });
  }
  return { header, pictures };
}

describe('fake camera video', () => {
  it('is a 640x480 4:2:0 Y4M whose frames hold the QR code', async () => {
    const { header, pictures } = readY4m(await readFile(videoFile));
    expect(header).toBe(`YUV4MPEG2 W${VIDEO_WIDTH} H${VIDEO_HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
    expect(pictures).toHaveLength(30);
    expect(pictures.filter((picture) => decodes(picture, LINK)).length).toBeGreaterThanOrEqual(20);
  });

  it('stays readable for links on any port, including ones a still frame would hide', () => {
    // 33261 and 33264: zxing cannot read their still, axis-aligned 8 px rendering.
    for (const port of [33261, 33264, 40000, 45123, 51234, 60999]) {
      const link = `http://localhost:${port}/scan/INN001`;
      const readable = qrFrames(link).filter((picture) => decodes(picture, link)).length;
      expect(readable, link).toBeGreaterThanOrEqual(5);
    }
  });

  it('is what Chromium’s fake camera shows to getUserMedia', async () => {
    pageServer = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' }).end(CAMERA_PAGE);
    });
    await new Promise<void>((resolve) => pageServer?.listen(0, '127.0.0.1', resolve));
    const address = pageServer.address();
    if (!address || typeof address === 'string') throw new Error('Page server has no port');

    browser = await launchBrowser({ fakeVideoFile: videoFile });
    const page = await browser.newPage();
    // localhost is a secure context, so getUserMedia is available there.
    await page.goto(`http://localhost:${address.port}/`);
    const frames = await page.evaluate(grabCameraFrames, 10);
    const first = frames[0];
    // The scanner asks for square frames; Chromium crops the 640x480 video to 480x480.
    expect(first && [first.width, first.height]).toEqual([VIDEO_HEIGHT, VIDEO_HEIGHT]);
    const readable = frames.filter((frame) => decodes({ ...frame, luma: Buffer.from(frame.lumaBase64, 'base64') }, LINK));
    expect(readable.length).toBeGreaterThan(0);
  });
});

interface Frame {
  width: number;
  height: number;
  /** Greyscale bytes, base64-encoded: far quicker to pass out of the page than a number array. */
  lumaBase64: string;
}

/** Runs in the page: opens the camera as the scanner does and returns `count` frames, 100 ms apart. */
async function grabCameraFrames(count: number): Promise<Frame[]> {
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' }, aspectRatio: 1 } });
  const video = document.querySelector('video');
  if (!video) throw new Error('no video element');
  video.srcObject = stream;
  await video.play();
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  const frames: Frame[] = [];
  for (let i = 0; i < count; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    context.drawImage(video, 0, 0);
    const rgba = context.getImageData(0, 0, canvas.width, canvas.height).data;
    let binary = '';
    for (let pixel = 0; pixel < rgba.length; pixel += 4) {
      const grey = 0.299 * (rgba[pixel] ?? 0) + 0.587 * (rgba[pixel + 1] ?? 0) + 0.114 * (rgba[pixel + 2] ?? 0);
      binary += String.fromCharCode(Math.round(grey));
    }
    frames.push({ width: canvas.width, height: canvas.height, lumaBase64: btoa(binary) });
  }
  for (const track of stream.getTracks()) track.stop();
  return frames;
}
