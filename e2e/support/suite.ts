import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, type LaunchOptions } from './browser';
import { writeQrVideo } from './fakeCamera';
import { startServer, type RunningServer, type StartServerOptions } from './server';
import { phoneSession, saveServerLog, type PhoneSession } from './session';

/**
 * One fresh server for the whole test file (with extra `options.env`); its output is kept in
 * e2e/artifacts/. Options given as a function are read when the server starts, after the
 * file's earlier `beforeAll`s (a relay in front of it, whose address the server must know).
 */
export function useServer(name: string, options: StartServerOptions | (() => StartServerOptions) = {}): () => RunningServer {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startServer(typeof options === 'function' ? options() : options);
  });
  afterAll(async () => {
    if (!server) return;
    await saveServerLog(name, server.output());
    await server.stop();
  });
  return () => {
    if (!server) throw new Error('The test server did not start (see the beforeAll error)');
    return server;
  };
}

/**
 * One Chromium for the test file. `qrText` (given the server) makes its fake camera show that
 * QR code; `fakeCamera` alone gives a camera with Chromium's test pattern and no code.
 */
export function useBrowser(options: { fakeCamera?: boolean; qrText?: (server: RunningServer) => string }, server: () => RunningServer): () => Browser {
  let browser: Browser | undefined;
  let videoDir: string | undefined;
  beforeAll(async () => {
    const launch: LaunchOptions = { fakeCamera: options.fakeCamera };
    if (options.qrText) {
      videoDir = await mkdtemp(join(tmpdir(), 'campus-hunt-video-'));
      launch.fakeVideoFile = join(videoDir, 'qr.y4m');
      await writeQrVideo(options.qrText(server()), launch.fakeVideoFile);
    }
    browser = await launchBrowser(launch);
  });
  afterAll(async () => {
    await browser?.close();
    if (videoDir) await rm(videoDir, { recursive: true, force: true });
  });
  return () => {
    if (!browser) throw new Error('Chromium did not start (see the beforeAll error)');
    return browser;
  };
}

/** A phone session on `browser` against `server`, closed when the test ends. */
export function sessionOn(browser: () => Browser, server: () => RunningServer, label?: string): Promise<PhoneSession> {
  return phoneSession(browser(), server().url, label);
}
