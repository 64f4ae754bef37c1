import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { PHONE_VIEWPORT, type EngineDriver } from './driver';
import { CAMERA_NAME, startPipeWireCamera, type VirtualCamera } from './pipewireCamera';

export const FIREFOX_PATH = '/usr/bin/firefox-esr';

/**
 * The camera is a PipeWire one filming our QR code (Firefox's own fake device only shows a test
 * pattern: docs/decisions.md), used without asking.
 */
const CAMERA_PREFS = {
  'media.webrtc.camera.allow-pipewire': true,
  'media.navigator.streams.fake': false,
  'media.navigator.permission.disabled': true,
};

/** Debian's Firefox ESR, headless, through Puppeteer over WebDriver BiDi, its camera filming the QR code of `qrText`. */
export async function launchFirefox(baseUrl: string, qrText: string): Promise<EngineDriver> {
  if (!existsSync(FIREFOX_PATH)) {
    throw new Error(`${FIREFOX_PATH} is missing: install Debian's firefox-esr package to run the journey in Firefox`);
  }
  const camera = await startPipeWireCamera(qrText);
  try {
    const browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX_PATH,
      headless: true,
      defaultViewport: PHONE_VIEWPORT,
      extraPrefsFirefox: CAMERA_PREFS,
      env: camera.env,
    });
    const [first] = await browser.pages();
    const page = first ?? (await browser.newPage());
    // The default viewport is set on new pages only, not on the tab Firefox opens with.
    await page.setViewport(PHONE_VIEWPORT);
    const driver = new FirefoxDriver(browser, page, baseUrl, camera);
    await cameraConnected(driver);
    return driver;
  } catch (error) {
    await camera.stop();
    throw error;
  }
}

const CAMERA_TIMEOUT_MS = 20_000;

/**
 * Waits until Firefox hands a page our camera. Its first look at PipeWire can come before
 * WirePlumber has let it see the camera (the portal's remote starts with no access), and a page
 * asking then finds none; PipeWire tells Firefox of the camera once it may see it. The phone's
 * camera is there before the student opens the app, so the journey starts once it is.
 */
async function cameraConnected(driver: EngineDriver): Promise<void> {
  await driver.goto('/');
  const deadline = Date.now() + CAMERA_TIMEOUT_MS;
  let last = '';
  while (last !== CAMERA_NAME) {
    if (Date.now() > deadline) throw new Error(`Firefox was given no PipeWire camera in ${CAMERA_TIMEOUT_MS / 1000} s (last: ${last})`);
    // The page may still be settling (its first load registers what it needs): a call it cut
    // short is asked again.
    last = await driver
      .evaluate(async () => {
        try {
          const stream = await navigator.mediaDevices.getUserMedia({ video: true });
          stream.getTracks().forEach((track) => track.stop());
          return stream.getVideoTracks()[0]?.label ?? 'no video track';
        } catch (error) {
          return String(error);
        }
      }, null)
      .catch((error: unknown) => String(error));
    if (last !== CAMERA_NAME) await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

class FirefoxDriver implements EngineDriver {
  readonly engine = 'firefox';
  readonly camera = 'qrCode';

  constructor(
    private readonly browser: Browser,
    private readonly page: Page,
    private readonly baseUrl: string,
    private readonly virtualCamera: VirtualCamera,
  ) {}

  lowerCamera(): Promise<void> {
    return this.virtualCamera.blank();
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(new URL(path, this.baseUrl).href);
  }

  async url(): Promise<string> {
    return this.page.url();
  }

  evaluate<A, R>(script: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
    // Puppeteer's types turn element handles in the argument into elements; ours are plain data.
    return this.page.evaluate(script as (arg: unknown) => unknown, arg as unknown) as Promise<R>;
  }

  async click(selector: string): Promise<void> {
    await this.page.locator(selector).click();
  }

  async fill(selector: string, text: string): Promise<void> {
    await this.page.locator(selector).fill('');
    await this.page.type(selector, text);
  }

  async setOffline(offline: boolean): Promise<void> {
    await this.page.setOfflineMode(offline);
  }

  async screenshot(file: string): Promise<void> {
    await this.page.screenshot({ path: file as `${string}.png` });
  }

  async close(): Promise<void> {
    try {
      await this.browser.close();
    } finally {
      await this.virtualCamera.stop();
    }
  }
}
