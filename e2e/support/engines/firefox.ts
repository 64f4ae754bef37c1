import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { PHONE_VIEWPORT, type EngineDriver } from './driver';

export const FIREFOX_PATH = '/usr/bin/firefox-esr';

/**
 * Firefox's own switches for a camera without a person: a fake device (it films Firefox's test
 * pattern, never our QR code: docs/decisions.md) that is granted without asking.
 */
const FAKE_CAMERA_PREFS = {
  'media.navigator.streams.fake': true,
  'media.navigator.permission.disabled': true,
};

/** Debian's Firefox ESR, headless, through Puppeteer over WebDriver BiDi. */
export async function launchFirefox(baseUrl: string): Promise<EngineDriver> {
  if (!existsSync(FIREFOX_PATH)) {
    throw new Error(`${FIREFOX_PATH} is missing: install Debian's firefox-esr package to run the journey in Firefox`);
  }
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    defaultViewport: PHONE_VIEWPORT,
    extraPrefsFirefox: FAKE_CAMERA_PREFS,
  });
  const [first] = await browser.pages();
  const page = first ?? (await browser.newPage());
  // The default viewport is set on new pages only, not on the tab Firefox opens with.
  await page.setViewport(PHONE_VIEWPORT);
  return new FirefoxDriver(browser, page, baseUrl);
}

class FirefoxDriver implements EngineDriver {
  readonly engine = 'firefox';
  readonly camera = 'testPattern';

  constructor(
    private readonly browser: Browser,
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async lowerCamera(): Promise<void> {
    // Its test pattern holds no code: nothing to turn away.
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
    await this.browser.close();
  }
}
