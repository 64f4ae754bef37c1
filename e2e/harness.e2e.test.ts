import { createServer, type Server } from 'node:http';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { VIDEO_HEIGHT, VIDEO_WIDTH, writeQrVideo } from './support/fakeCamera';
import { decodeQrLuma, rgbaToLuma } from './support/qrDecode';

// Checks the harness itself, without the product: if these pass and the scanner test
// fails, the fault is in the scanner, not in the fake camera.

const LINK = 'http://localhost:3000/scan/INN001';

const CAMERA_PAGE = `<!doctype html><html><body><video autoplay muted playsinline></video></body></html>`;

interface Frame {
  width: number;
  height: number;
  rgba: number[];
}

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

describe('fake camera video', () => {
  it('starts with the Y4M header and its first frame holds a decodable QR code', async () => {
    const header = `YUV4MPEG2 W${VIDEO_WIDTH} H${VIDEO_HEIGHT} F10:1 Ip A1:1 C420jpeg\n`;
    const frameStart = header.length + 'FRAME\n'.length;
    const file = await open(videoFile, 'r');
    try {
      const head = Buffer.alloc(frameStart);
      await file.read(head, 0, frameStart, 0);
      expect(head.toString('ascii')).toBe(`${header}FRAME\n`);
      const luma = new Uint8Array(VIDEO_WIDTH * VIDEO_HEIGHT);
      await file.read(luma, 0, luma.length, frameStart);
      expect(decodeQrLuma({ width: VIDEO_WIDTH, height: VIDEO_HEIGHT, luma })).toBe(LINK);
    } finally {
      await file.close();
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
    const frame = await page.evaluate(grabCameraFrame);
    expect(frame.width).toBeGreaterThan(0);
    const image = rgbaToLuma(Uint8Array.from(frame.rgba), frame.width, frame.height);
    expect(decodeQrLuma(image)).toBe(LINK);
  });
});

/** Runs in the page: opens the camera and returns one frame's pixels. */
async function grabCameraFrame(): Promise<Frame> {
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment', aspectRatio: 1 } });
  const video = document.querySelector('video');
  if (!video) throw new Error('no video element');
  video.srcObject = stream;
  await video.play();
  await new Promise((resolve) => setTimeout(resolve, 500));
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  context.drawImage(video, 0, 0);
  const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
  for (const track of stream.getTracks()) track.stop();
  return { width: canvas.width, height: canvas.height, rgba: Array.from(data) };
}
