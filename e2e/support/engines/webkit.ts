import { existsSync } from 'node:fs';
import { remote } from 'webdriverio';
import { freePort } from '../server';
import type { NetworkSwitch } from '../networkSwitch';
import { PHONE_VIEWPORT, type EngineDriver } from './driver';
import { startHelper } from './helperProcess';
import { startXvfb, type VirtualScreen } from './xvfb';

export const WEBKIT_DRIVER_PATH = '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const DRIVER_START_TIMEOUT_MS = 15_000;
/**
 * How long an element WebKitWebDriver calls not interactable (a styled checkbox, a button while
 * the page still scrolls) is tried again before the action fails: the journey's own waits are 10 s.
 */
const INTERACTABLE_WAIT_MS = 10_000;
const RETRY_MS = 100;
/** The key of an element reference in WebDriver's answers. */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

declare global {
  namespace WebdriverIO {
    /** WebKitGTK's own capability, which WebdriverIO's types do not list. */
    interface Capabilities {
      'webkitgtk:browserOptions'?: { binary: string; args: string[] };
    }
  }
}

/** MiniBrowser, with WebKit's mock camera granted to the page. */
const CAPABILITIES: WebdriverIO.Capabilities = {
  browserName: 'MiniBrowser',
  'wdio:enforceWebDriverClassic': true,
  'webkitgtk:browserOptions': {
    binary: MINIBROWSER_PATH,
    args: ['--automation', '--full-screen', '--enable-media-stream=true', '--enable-mock-capture-devices=true'],
  },
};

/**
 * WebKitGTK's MiniBrowser through WebKitWebDriver (WebDriver classic), on an Xvfb screen of the
 * phone's size: MiniBrowser has no headless mode, and full screen its page gets the whole
 * screen. Its camera is WebKit's mock device (a test pattern). The driver cannot take the
 * browser offline, so the browser reaches the server through `network`, which the test switches.
 */
export async function launchWebKit(network: NetworkSwitch): Promise<EngineDriver> {
  for (const path of [WEBKIT_DRIVER_PATH, MINIBROWSER_PATH]) {
    if (!existsSync(path)) throw new Error(`${path} is missing: install Debian's webkit2gtk-driver package to run the journey in WebKit`);
  }
  const screen = await startXvfb(PHONE_VIEWPORT.width, PHONE_VIEWPORT.height);
  const stops: (() => Promise<void>)[] = [screen.stop];
  try {
    const port = await freePort();
    stops.unshift(await startDriver(port, screen));
    // A MiniBrowser that cannot start leaves the driver silent: fail in seconds, not minutes.
    const browser = await remote({ hostname: '127.0.0.1', port, logLevel: 'silent', connectionRetryTimeout: 30_000, connectionRetryCount: 0, capabilities: CAPABILITIES });
    // Full screen alone leaves MiniBrowser at its 1024x768 default; this makes the page the phone's size.
    await browser.setWindowRect(0, 0, PHONE_VIEWPORT.width, PHONE_VIEWPORT.height);
    return new WebKitDriver(browser, network, stops);
  } catch (error) {
    for (const stop of stops) await stop();
    throw error;
  }
}

async function startDriver(port: number, screen: VirtualScreen): Promise<() => Promise<void>> {
  const driver = startHelper(WEBKIT_DRIVER_PATH, [`--port=${port}`], { env: { ...process.env, DISPLAY: screen.display }, stdio: ['ignore', 'ignore', 'pipe'] });
  const deadline = Date.now() + DRIVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (driver.ended()) break;
    const ready = await fetch(`http://127.0.0.1:${port}/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return driver.stop;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await driver.stop();
  throw new Error(`WebKitWebDriver did not answer on port ${port}: ${driver.errors()}`);
}

type Session = Awaited<ReturnType<typeof remote>>;

class WebKitDriver implements EngineDriver {
  readonly engine = 'webkit';
  readonly camera = 'testPattern';

  constructor(
    private readonly browser: Session,
    private readonly network: NetworkSwitch,
    private readonly stops: (() => Promise<void>)[],
  ) {}

  async lowerCamera(): Promise<void> {
    // Its test pattern holds no code: nothing to turn away.
  }

  /**
   * Under load WebKitWebDriver has answered a navigation while the page before stayed, no new
   * document loaded; a document's `timeOrigin` tells the two apart, and such a navigation is
   * asked for once more. A page that loads and then moves on (a redirect) is left as it is.
   */
  async goto(path: string): Promise<void> {
    const href = new URL(path, this.network.url).href;
    const before = await this.documentStart();
    await this.browser.url(href);
    if ((await this.documentStart()) === before) await this.browser.url(href);
  }

  /** When the page's document started, or 0 before the first page. */
  private async documentStart(): Promise<number> {
    return this.browser.execute(() => performance.timeOrigin).catch(() => 0);
  }

  url(): Promise<string> {
    return this.browser.getUrl();
  }

  async evaluate<A, R>(script: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
    // WebdriverIO's types treat element arguments specially; ours are plain data by contract.
    return (await this.browser.execute(script as (arg: unknown) => unknown, arg as unknown)) as R;
  }

  async click(selector: string): Promise<void> {
    await this.onElement(selector, (id) => this.browser.elementClick(id));
  }

  async fill(selector: string, text: string): Promise<void> {
    await this.onElement(selector, async (id) => {
      await this.browser.elementClear(id);
      await this.browser.elementSendKeys(id, text);
    });
  }

  /**
   * Acts on the element through WebDriver's own commands. One that is not interactable yet is
   * tried again; one that has gone (a render replaced it) fails at once, for EnginePage to find
   * it again. WebdriverIO's element commands would instead wait for the same selector to come
   * back, which a replaced element never does.
   */
  private async onElement(selector: string, action: (elementId: string) => Promise<unknown>): Promise<void> {
    const deadline = Date.now() + INTERACTABLE_WAIT_MS;
    for (;;) {
      const [found] = (await this.browser.findElements('css selector', selector)) as Record<string, string>[];
      const elementId = found?.[ELEMENT_KEY];
      if (!elementId) throw new Error(`stale element: ${selector} wasn't found`);
      try {
        await action(elementId);
        return;
      } catch (error) {
        const notYet = error instanceof Error && /not interactable|click intercepted/.test(`${error.name} ${error.message}`);
        if (!notYet || Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
  }

  async setOffline(offline: boolean): Promise<void> {
    this.network.setOffline(offline);
  }

  async screenshot(file: string): Promise<void> {
    await this.browser.saveScreenshot(file);
  }

  async close(): Promise<void> {
    try {
      await this.browser.deleteSession();
    } finally {
      for (const stop of this.stops) await stop();
    }
  }
}
