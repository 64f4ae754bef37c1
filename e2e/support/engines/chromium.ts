import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPhoneContext } from '../browser';
import { blankQrVideo, writeQrVideo } from '../fakeCamera';
import type { EngineDriver } from './driver';

/** Debian's Chromium through Playwright, as every other end-to-end test drives it, its camera filming the QR code of `qrText`, in the browser language `locale` if given. */
export async function launchChromium(baseUrl: string, qrText: string, locale?: string): Promise<EngineDriver> {
  const videoDir = await mkdtemp(join(tmpdir(), 'campus-hunt-video-'));
  try {
    const video = join(videoDir, 'qr.y4m');
    await writeQrVideo(qrText, video);
    const browser = await launchBrowser({ fakeVideoFile: video });
    const context = await newPhoneContext(browser, baseUrl, locale);
    return new ChromiumDriver(browser, context, await context.newPage(), video);
  } catch (error) {
    await rm(videoDir, { recursive: true, force: true });
    throw error;
  }
}

class ChromiumDriver implements EngineDriver {
  readonly engine = 'chromium';
  readonly camera = 'qrCode';

  constructor(
    private readonly browser: Browser,
    private readonly context: BrowserContext,
    private readonly page: Page,
    private readonly video: string,
  ) {}

  lowerCamera(): Promise<void> {
    return blankQrVideo(this.video);
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
  }

  async url(): Promise<string> {
    return this.page.url();
  }

  evaluate<A, R>(script: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
    // Playwright's types want a serialisable argument; ours are plain data by contract.
    return this.page.evaluate(script as (arg: unknown) => R | Promise<R>, arg as unknown);
  }

  async click(selector: string): Promise<void> {
    await this.page.locator(selector).click();
  }

  async fill(selector: string, text: string): Promise<void> {
    const field = this.page.locator(selector);
    await field.fill('');
    await field.pressSequentially(text);
  }

  async setOffline(offline: boolean): Promise<void> {
    await this.context.setOffline(offline);
  }

  async screenshot(file: string): Promise<void> {
    await this.page.screenshot({ path: file, scale: 'css' });
  }

  async close(): Promise<void> {
    try {
      await this.browser.close();
    } finally {
      await rm(dirname(this.video), { recursive: true, force: true });
    }
  }
}
